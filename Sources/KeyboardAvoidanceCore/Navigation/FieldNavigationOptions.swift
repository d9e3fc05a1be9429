/// What field navigation does in an avoider's container: return keys that move to the next
/// field, and the Previous/Next/Done toolbar.
///
/// ```swift
/// let options = FieldNavigationOptions(managesReturnKey: true, showsToolbar: true)
/// ```
public struct FieldNavigationOptions: Sendable, Hashable {
  /// Whether return keys become Next or Done and Return moves on.
  public var managesReturnKey: Bool
  /// Whether the Previous/Next/Done toolbar is installed.
  public var showsToolbar: Bool

  /// Whether the toolbar shows the field's placeholder (or accessibility label) as its title.
  public var toolbarShowsFieldTitle: Bool
  /// Whether the toolbar's buttons play the keyboard's input click.
  public var toolbarPlaysInputClicks: Bool

  /// Creates options: return keys managed, no toolbar.
  public init(
    managesReturnKey: Bool = true, showsToolbar: Bool = false,
    toolbarShowsFieldTitle: Bool = false, toolbarPlaysInputClicks: Bool = true
  ) {
    self.toolbarPlaysInputClicks = toolbarPlaysInputClicks
    self.managesReturnKey = managesReturnKey
    self.showsToolbar = showsToolbar
    self.toolbarShowsFieldTitle = toolbarShowsFieldTitle
  }
}
