import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What text fields and text views of the headless world share: focus, the keyboard they ask
/// for, an input accessory, and a caret.
public protocol WorldTextInput: WorldView {
  /// The keyboard the input asks for.
  var keyboardType: FormItem.KeyboardType { get set }
  /// The input's return key and accessory view (`returnKeyType`, `inputAccessoryView`).
  var editing: WorldEditingTraits { get set }
  /// Whether the input can take focus.
  var isEnabled: Bool { get set }
  /// The caret in the input's own bounds coordinates.
  var caretRect: CGRect { get }
  /// The notification names the input posts when it begins and ends editing and changes.
  var notificationNames: (begin: String, end: String, change: String) { get }
  /// Whether the begin-editing notification comes before the keyboard's notifications
  /// (`UITextField`) or after them (`UITextView`) (§1.3).
  var announcesFocusBeforeKeyboard: Bool { get }
}

extension WorldTextInput {
  /// Whether this input has the focus.
  public var isFocused: Bool { world?.focusedInput === self }

  /// The height of the input's accessory view, included in keyboard frames (§5).
  package var inputAccessoryHeight: CGFloat { editing.accessory.height }
}

/// A text input's return key and input accessory view.
public struct WorldEditingTraits: Sendable, Hashable {
  /// `UIReturnKeyType`, as far as navigation cares.
  public enum ReturnKey: Sendable, Hashable {
    /// `.default`.
    case `default`
    /// `.next`.
    case next
    /// `.done`.
    case done
    /// Another key the app chose (`.go`, `.search`, `.send`…).
    case other
  }

  /// `inputAccessoryView`.
  public enum Accessory: Sendable, Hashable {
    /// None.
    case none
    /// Field navigation's Previous/Next/Done toolbar (`FieldPreparation.toolbarHeight`).
    case navigationToolbar
    /// The app's own accessory view, this tall.
    case appOwn(height: CGFloat)

    /// The accessory's height.
    package var height: CGFloat {
      switch self {
      case .none: 0
      case .navigationToolbar: FieldPreparation.toolbarHeight
      case .appOwn(let height): height
      }
    }
  }

  /// The return key.
  public var returnKey: ReturnKey = .default
  /// Whether field navigation set the return key.
  public package(set) var isReturnKeyManaged = false
  /// Whether Return has navigation's one shared target (`addTarget(_:action:for:
  /// .editingDidEndOnExit)`), which finds the field's avoider when Return is pressed.
  public package(set) var hasNavigationReturnTarget = false
  /// Whether the text field's delegate implements `textFieldShouldReturn(_:)`, handling Return
  /// itself — adding an item, sending a message — and returning `true` with the keyboard kept
  /// up. UIKit asks it first; with `true` it sends `editingDidEndOnExit`, and any target for it
  /// makes Return end editing (facts sheet: UIControl.h).
  package var appHandlesReturn = false
  /// How many times the app's delegate handled Return.
  package var appReturnCount = 0
  /// The accessory view.
  public var accessory: Accessory = .none
  /// The placeholder (`UITextField.placeholder`).
  public var placeholder: String?
  /// The accessibility label.
  public var accessibilityLabel: String?
  /// The keyboard's appearance (`keyboardAppearance`).
  public var keyboardAppearance = ToolbarPresentation.KeyboardAppearance.default
  /// The navigation toolbar's title, when it shows one.
  public package(set) var toolbarTitle: String?
  /// The navigation toolbar's look.
  public package(set) var toolbarStyle: ToolbarPresentation.Style?
  /// Whether the navigation toolbar's buttons play the keyboard's input click.
  public package(set) var toolbarPlaysInputClicks = false

  /// Traits with the defaults: the default return key, no accessory.
  public init() {}
}

/// A single-line text field (`UITextField`).
public final class WorldTextField: WorldView, WorldTextInput {
  /// The keyboard the field asks for.
  public var keyboardType: FormItem.KeyboardType
  /// The return key and accessory view.
  public var editing = WorldEditingTraits()
  /// Whether the field is enabled.
  public var isEnabled = true
  /// The text.
  public var text = ""

  /// Creates a field.
  public init(name: String, frame: CGRect = .zero, keyboardType: FormItem.KeyboardType = .default) {
    self.keyboardType = keyboardType
    super.init(name: name, frame: frame)
    isControl = true  // UITextField is a UIControl
  }

  /// The caret after the text, vertically centered.
  public var caretRect: CGRect {
    let x = min(bounds.width - 10, 12 + CGFloat(text.count) * 8)
    return CGRect(x: max(0, x), y: max(0, (bounds.height - 20) / 2), width: 2, height: 20)
  }

  /// `UITextField`'s notification names.
  public var notificationNames: (begin: String, end: String, change: String) {
    (
      TextInputNotificationName.textFieldDidBeginEditing,
      TextInputNotificationName.textFieldDidEndEditing,
      TextInputNotificationName.textFieldDidChange
    )
  }

  /// A text field announces its focus before the keyboard's notifications.
  public var announcesFocusBeforeKeyboard: Bool { true }
}

/// A multi-line text view (`UITextView`, a scroll view): its caret moves down as lines are
/// typed, and a growing text view grows with its text up to a maximum before it scrolls
/// internally.
public final class WorldTextView: WorldScrollView, WorldTextInput {
  /// The keyboard the view asks for.
  public var keyboardType: FormItem.KeyboardType
  /// The return key and accessory view.
  public var editing = WorldEditingTraits()
  /// Whether the view is enabled.
  public var isEnabled = true
  /// The number of lines of text.
  public private(set) var lineCount: Int
  /// The most lines a growing view shows before it scrolls; `nil` for a fixed height.
  public let maxLines: Int?

  /// Creates a text view.
  public init(
    name: String, frame: CGRect = .zero, lines: Int = 1, maxLines: Int? = nil,
    keyboardType: FormItem.KeyboardType = .default
  ) {
    self.lineCount = max(1, lines)
    self.maxLines = maxLines
    self.keyboardType = keyboardType
    super.init(name: name, frame: frame)
    contentInsetAdjustmentBehavior = .never
    updateContent()
  }

  /// The height the view wants for its text: all lines up to `maxLines` for a growing view.
  package var preferredHeight: CGFloat? {
    guard let maxLines else { return nil }
    return CGFloat(min(lineCount, max(maxLines, 1))) * FormItem.lineHeight
      + FormItem.textViewPadding
  }

  /// Types `count` more lines at the end and keeps the caret visible inside the view.
  public func appendLines(_ count: Int) {
    caretLine = nil
    lineCount += max(0, count)
    updateContent()
    if maxLines != nil { superview?.setNeedsLayout() }
  }

  /// The line the caret is on while a tap's selection has not landed yet (§11.2); `nil` once
  /// it has: the caret is then on the last line, where the user tapped.
  package var caretLineBeforeTapLands: Int?
  /// The line a tap in the focused view put the caret on; `nil`: the last line (typing puts it
  /// back there).
  package var caretLine: Int?

  /// The caret at the start of its line (the last one unless a tap put it elsewhere, or the
  /// line it waits on), in the view's bounds (content) coordinates.
  public var caretRect: CGRect {
    let line = min(caretLineBeforeTapLands ?? caretLine ?? (lineCount - 1), lineCount - 1)
    return CGRect(
      x: 12, y: FormItem.textViewPadding / 2 + CGFloat(line) * FormItem.lineHeight,
      width: 2, height: FormItem.lineHeight)
  }

  /// `UITextView`'s notification names.
  public var notificationNames: (begin: String, end: String, change: String) {
    (
      TextInputNotificationName.textViewDidBeginEditing,
      TextInputNotificationName.textViewDidEndEditing,
      TextInputNotificationName.textViewDidChange
    )
  }

  /// A text view announces its focus after the keyboard's notifications.
  public var announcesFocusBeforeKeyboard: Bool { false }

  /// Recomputes the content size and scrolls the caret into view inside the text view.
  private func updateContent() {
    contentSize = CGSize(
      width: frame.width,
      height: CGFloat(lineCount) * FormItem.lineHeight + FormItem.textViewPadding)
    let overflow = contentSize.height - bounds.height
    contentOffset.y = max(0, overflow)
  }

  /// The height the view was last laid out at.
  private var laidOutHeight: CGFloat?

  /// Keeps the caret (at the end) in view when the view is resized, and the offset within the
  /// text otherwise: a layout pass does not scroll a `UITextView` the user scrolled (§3.5).
  package override func layoutSubviews() {
    super.layoutSubviews()
    let overflow = max(0, contentSize.height - bounds.height)
    let resized = laidOutHeight != bounds.height
    laidOutHeight = bounds.height
    let inRange = resized && overflow > 0 ? overflow : clampedOffset(contentOffset.y)
    if inRange != contentOffset.y { contentOffset.y = inRange }
  }
}

extension WorldTextView {
  /// The line under a tap in the middle of the part of the view the screen shows (in its
  /// window, above a docked keyboard); `nil` when none of it shows.
  package func lineShownInTheMiddle(keyboardTop: CGFloat?) -> Int? {
    guard let window else { return nil }
    var shown = convertToScreen(bounds).intersection(window.frame)
    if let keyboardTop, keyboardTop < shown.maxY {
      shown.size.height = max(0, keyboardTop - shown.minY)
    }
    guard !shown.isNull, shown.height > 0 else { return nil }
    let screenFrame = convertToScreen(bounds)
    let y = shown.midY - screenFrame.minY + bounds.minY
    let line = Int(((y - FormItem.textViewPadding / 2) / FormItem.lineHeight).rounded(.down))
    return min(max(0, line), lineCount - 1)
  }
}
