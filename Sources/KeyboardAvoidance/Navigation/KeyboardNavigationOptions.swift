#if canImport(UIKit)
  import UIKit

  /// How an avoider helps move between fields.
  ///
  /// ```swift
  /// var navigation = KeyboardNavigationOptions()
  /// navigation.toolbar = KeyboardToolbar.Configuration()  // Previous / Next / Done
  /// AutomaticKeyboardAvoidance.enable(navigation: navigation)
  /// ```
  public struct KeyboardNavigationOptions {
    /// Whether text fields get a Next or Done return key, unless the app chose one, and Return
    /// moves to the next field or ends editing. No delegate is replaced: Return is observed with
    /// the `editingDidEndOnExit` control event.
    ///
    /// Taken over are text fields whose return key is `.default` and whose delegate does not
    /// implement `textFieldShouldReturn(_:)`. A field whose delegate implements it handles Return
    /// itself — an "add item" or chat field that keeps the keyboard up — and keeps its key and
    /// its Return: any `editingDidEndOnExit` target would make UIKit end its editing. Its
    /// toolbar, if any, still moves between fields. A `UITextView` inserts a newline on Return; to
    /// make it navigate, call ``KeyboardNavigator/moveFocus(_:from:)`` from your delegate's
    /// `textView(_:shouldChangeTextIn:replacementText:)` when the text is "\n".
    public var managesReturnKey: Bool
    /// The keyboard toolbar to install on fields without an accessory view of their own;
    /// `nil` (the default) installs none.
    public var toolbar: KeyboardToolbar.Configuration?

    /// Creates options: return keys managed, no toolbar.
    public init(managesReturnKey: Bool = true, toolbar: KeyboardToolbar.Configuration? = nil) {
      self.managesReturnKey = managesReturnKey
      self.toolbar = toolbar
    }

    /// The options as the core's field preparation reads them.
    var preparationOptions: FieldNavigationOptions {
      FieldNavigationOptions(
        managesReturnKey: managesReturnKey, showsToolbar: toolbar != nil,
        toolbarShowsFieldTitle: toolbar?.showsFieldTitle ?? false,
        toolbarPlaysInputClicks: toolbar?.playsInputClicks ?? true)
    }
  }
#endif
