#if canImport(UIKit)
  import Foundation

  /// Every string the library shows or VoiceOver speaks, by its key in the package's String
  /// Catalog (`Localizable.xcstrings`: English and 15 more languages).
  ///
  /// A label is looked up in the package's bundle, in the language the app runs in: the app's
  /// own localizations choose it, as they do for UIKit's strings, so an app localized only in
  /// English reads English labels on a Japanese device, and one localized in Japanese reads
  /// Japanese ones (Apple's `CFBundleAllowMixedLocalizations` says otherwise only when the app
  /// sets it). Apps override each label (``KeyboardToolbar/Configuration/accessibilityLabels``,
  /// the `labels` of `keyboardNavigation`).
  enum LocalizedLabel: String, CaseIterable {
    /// Previous: moves the focus to the field before this one.
    case previousField = "toolbar.previous"
    /// Next: moves the focus to the field after this one.
    case nextField = "toolbar.next"
    /// Done: ends editing.
    case done = "toolbar.done"

    /// The label in the app's language (the catalog's English where it has none of the app's
    /// languages).
    var text: String { Bundle.module.localizedString(forKey: rawValue, value: nil, table: nil) }

    /// Previous, Next and Done, as the toolbars take them.
    static var toolbarLabels: (previous: String, next: String, done: String) {
      (previousField.text, nextField.text, done.text)
    }
  }
#endif
