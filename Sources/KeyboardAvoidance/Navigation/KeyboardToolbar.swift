#if canImport(UIKit)
  import UIKit

  /// The keyboard toolbar: Previous, Next and Done above the keyboard, as a field's input
  /// accessory view.
  ///
  /// Previous and Next are enabled by the field's position; the chevrons point up and down, so
  /// they read the same in right-to-left layouts, where the bar's items are mirrored. It is never
  /// installed on a field that has an accessory view of the app's own.
  ///
  /// ```swift
  /// var navigation = KeyboardNavigationOptions()
  /// navigation.toolbar = KeyboardToolbar.Configuration(tintColor: .systemPink)
  /// scrollView.keyboardAvoider?.navigation = navigation
  /// ```
  @MainActor
  public final class KeyboardToolbar: UIToolbar, UIInputViewAudioFeedback {
    /// How the toolbar looks.
    public struct Configuration {
      /// Whether Previous and Next are shown.
      public var showsPreviousNext: Bool
      /// The Done button's title; `nil` uses the system's Done.
      public var doneTitle: String?
      /// The buttons' tint; `nil` uses the app's.
      public var tintColor: UIColor?
      /// Makes the items placed between Previous/Next and Done (a title label, a clear
      /// button…) for each toolbar: a bar button item belongs to one toolbar, so every field's
      /// toolbar gets items of its own.
      public var makeMiddleItems: @MainActor () -> [UIBarButtonItem]
      /// Accessibility labels of Previous, Next and Done: what VoiceOver speaks and the large
      /// content viewer shows. By default the library's own, in the app's language (English
      /// and 15 more: Spanish, French, German, Italian, Portuguese, Japanese, Korean, Simplified
      /// and Traditional Chinese, Arabic, Hebrew, Russian, Turkish, Dutch and Swedish).
      public var accessibilityLabels: (previous: String, next: String, done: String)
      /// Whether the field's placeholder (or, without one, its accessibility label) is shown
      /// between the buttons as the toolbar's title.
      public var showsFieldTitle = false
      /// Whether the buttons play the keyboard's input click (as keys do, when the user has
      /// keyboard clicks on).
      public var playsInputClicks = true

      /// Creates a configuration.
      public init(
        showsPreviousNext: Bool = true, doneTitle: String? = nil, tintColor: UIColor? = nil,
        makeMiddleItems: @escaping @MainActor () -> [UIBarButtonItem] = { [] },
        accessibilityLabels: (previous: String, next: String, done: String)? = nil
      ) {
        self.showsPreviousNext = showsPreviousNext
        self.doneTitle = doneTitle
        self.tintColor = tintColor
        self.makeMiddleItems = makeMiddleItems
        self.accessibilityLabels = accessibilityLabels ?? LocalizedLabel.toolbarLabels
      }
    }

    /// The Previous button.
    public let previousItem: UIBarButtonItem
    /// The Next button.
    public let nextItem: UIBarButtonItem
    /// The Done button.
    public let doneItem: UIBarButtonItem
    /// The field whose accessory view this is; the avoider that owns it is looked up on each
    /// press, so the toolbar outlives any one avoider.
    private weak var field: UIView?
    private let playsInputClicks: Bool

    /// Whether the input click plays for the buttons (``Configuration/playsInputClicks``).
    public var enableInputClicksWhenVisible: Bool { playsInputClicks }

    init(configuration: Configuration, field: UIView) {
      self.field = field
      playsInputClicks = configuration.playsInputClicks
      previousItem = Self.chevronItem("chevron.up")
      nextItem = Self.chevronItem("chevron.down")
      if let title = configuration.doneTitle {
        doneItem = UIBarButtonItem(title: title, style: .done, target: nil, action: nil)
      } else {
        doneItem = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
      }
      super.init(frame: CGRect(x: 0, y: 0, width: 320, height: FieldPreparation.toolbarHeight))
      for (item, action, label) in [
        (previousItem, #selector(previousPressed), configuration.accessibilityLabels.previous),
        (nextItem, #selector(nextPressed), configuration.accessibilityLabels.next),
        (doneItem, #selector(donePressed), configuration.accessibilityLabels.done),
      ] {
        item.target = self
        item.action = action
        item.accessibilityLabel = label
      }
      // The large content viewer (a long press at the largest text sizes, shown by UIKit's
      // toolbars) shows a bar item's title and large image; the chevrons' title is never drawn
      // beside their image.
      previousItem.title = configuration.accessibilityLabels.previous
      nextItem.title = configuration.accessibilityLabels.next
      let appItems = configuration.makeMiddleItems()
      let slots = ToolbarPresentation.slots(
        showsPreviousNext: configuration.showsPreviousNext,
        title: ToolbarPresentation.title(
          shown: configuration.showsFieldTitle, placeholder: (field as? UITextField)?.placeholder,
          accessibilityLabel: field.accessibilityLabel),
        hasAppItems: !appItems.isEmpty)
      let items = slots.flatMap { slot -> [UIBarButtonItem] in
        switch slot {
        case .previous: return [previousItem]
        case .next: return [nextItem]
        case .flexibleSpace:
          return [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)]
        case .title(let title): return [Self.titleItem(title)]
        case .appItems: return appItems
        case .done: return [doneItem]
        }
      }
      setItems(items, animated: false)
      if let tint = configuration.tintColor { tintColor = tint }
      applyAppearance(of: field)
      sizeToFit()
    }

    /// A chevron button with a large version of its symbol for the large content viewer.
    private static func chevronItem(_ symbol: String) -> UIBarButtonItem {
      let item = UIBarButtonItem(
        image: UIImage(systemName: symbol), style: .plain, target: nil, action: nil)
      item.largeContentSizeImage = UIImage(
        systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1))
      return item
    }

    /// The field's title as a bar item: a footnote label in Dynamic Type that truncates its
    /// tail, shown whole by the large content viewer on a long press (a custom view in a bar
    /// gets the viewer only from an interaction of its own).
    private static func titleItem(_ title: String) -> UIBarButtonItem {
      let label = UILabel()
      label.text = title
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = .secondaryLabel
      label.adjustsFontForContentSizeCategory = true
      label.lineBreakMode = .byTruncatingTail
      label.showsLargeContentViewer = true
      label.largeContentTitle = title
      label.isUserInteractionEnabled = true
      label.addInteraction(UILargeContentViewerInteraction())
      return UIBarButtonItem(customView: label)
    }

    /// Looks like the field's keyboard: dark on a dark keyboard, light on a light one.
    private func applyAppearance(of field: UIView) {
      let appearance: ToolbarPresentation.KeyboardAppearance
      switch (field as? UITextInputTraits)?.keyboardAppearance ?? .default {
      case .dark: appearance = .dark
      case .light: appearance = .light
      default: appearance = .default
      }
      switch ToolbarPresentation.style(for: appearance) {
      case .system: overrideUserInterfaceStyle = .unspecified
      case .light: overrideUserInterfaceStyle = .light
      case .dark: overrideUserInterfaceStyle = .dark
      }
    }

    /// Not available: the toolbar is made by field navigation.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// Enables Previous and Next by the field's position.
    func update(for position: FieldPosition?) {
      let enabled = ToolbarPresentation.enabled(for: position)
      previousItem.isEnabled = enabled.previous
      nextItem.isEnabled = enabled.next
    }

    @objc private func previousPressed() {
      click()
      if let field { KeyboardNavigator.moveFocus(.previous, from: field) }
    }
    @objc private func nextPressed() {
      click()
      if let field { KeyboardNavigator.moveFocus(.next, from: field) }
    }
    @objc private func donePressed() {
      click()
      field?.resignFirstResponder()
    }

    /// The keyboard's click, when configured (UIKit plays it only if the user has clicks on).
    private func click() {
      if playsInputClicks { UIDevice.current.playInputClick() }
    }
  }
#endif
