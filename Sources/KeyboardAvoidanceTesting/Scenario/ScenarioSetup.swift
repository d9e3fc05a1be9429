import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The kind of view the form lives in.
public enum ContainerKind: String, Sendable, Hashable, CaseIterable {
  /// A scroll view with the form stacked inside.
  case scrollView
  /// A table view with one field per row.
  case tableView
  /// A collection view with fields in a grid.
  case collectionView
  /// A plain view controller view with the fields near its bottom and no scroll view.
  case plainView
  /// The table of a `UITableViewController`, whose keyboard support adjusts it (§11.1).
  case tableViewController
  /// The collection view of a `UICollectionViewController`, inside a wrapper view, whose
  /// keyboard support adjusts it (§11.1).
  case collectionViewController
  /// A SwiftUI `ScrollView` in a hosting controller, kept by the library's
  /// `KeyboardAwareScrollView`: SwiftUI's keyboard safe area, its own scroll of a focused text
  /// field, and `scrollTo(_:anchor:)`, as ``World/swiftUI`` models them (§1, §3 of the SwiftUI
  /// facts sheet).
  case swiftUIScrollView

  /// Whether the container is a table (in a plain controller or a table view controller).
  package var isTable: Bool { self == .tableView || self == .tableViewController }
  /// Whether the container is the list of a table or collection view controller.
  package var isControllerList: Bool {
    self == .tableViewController || self == .collectionViewController
  }
  /// Whether the container is a list: a table or a collection view.
  package var isList: Bool {
    switch self {
    case .scrollView, .plainView, .swiftUIScrollView: false
    default: true
    }
  }
  /// Whether the container is a scroll view with a form stacked inside (UIKit's or SwiftUI's).
  package var isStackScrollView: Bool { self == .scrollView || self == .swiftUIScrollView }
}

/// How the app uses the library: the avoider's own ``AvoiderAttachment``.
@available(*, deprecated, renamed: "AvoiderAttachment")
public typealias IntegrationMode = AvoiderAttachment

extension AvoiderAttachment {
  /// Whether the mode exists for a container (there is no subclass of a plain view).
  package func isAvailable(for container: ContainerKind) -> Bool {
    switch container {
    case .plainView: self != .subclass
    // The library's SwiftUI view is the container itself, as a subclass is; automatic mode leaves
    // hosting controllers alone.
    case .swiftUIScrollView: self == .subclass
    default: true
    }
  }
}

/// Everything about the world a scenario runs in.
///
/// ```swift
/// let setup = ScenarioSetup(device: .iPhone15, container: .scrollView, form: .signUp)
/// ```
public struct ScenarioSetup: Sendable, Equatable {
  /// The device.
  public var device: Device
  /// The orientation at the start.
  public var orientation: Orientation
  /// How the form's view controller is presented.
  public var presentation: Presentation
  /// The container the form lives in.
  public var container: ContainerKind
  /// How the app uses the library.
  public var mode: AvoiderAttachment
  /// The keyboard at the start.
  public var keyboard: KeyboardKind
  /// The form.
  public var form: FormDescription
  /// Whether a Send bar is pinned to the keyboard (pinned to the keyboard layout guide); in
  /// SwiftUI, a button under the scroll view in a `VStack`, which rides the keyboard in the
  /// keyboard safe area.
  public var pinnedBar: Bool
  /// How rotations with the keyboard up are announced.
  public var rotationStyle: SimulatedKeyboard.RotationStyle
  /// The engine's settings.
  public var configuration: AvoidanceConfiguration
  /// The scroll view's `contentInsetAdjustmentBehavior`.
  public var insetBehavior: WorldScrollView.InsetAdjustmentBehavior
  /// The app's own `contentInset` on the scroll view.
  public var appContentInset: AvoidanceInsets
  /// What field navigation does: return keys (on by default) and the toolbar (off).
  public var navigation: FieldNavigationOptions
  /// Whether UIKit scrolls a focused field that is tapped again into view itself — unknown, so
  /// scenarios can run both ways (``World/scrollsRetappedFieldIntoView``).
  public var scrollsRetappedFieldIntoView = false
  /// When a table or collection view controller's keyboard support hears the keyboard, and
  /// whether its cell scroll is animated; partly unknown on a device (§11.1), so scenarios run
  /// every way (``World/systemAdjuster``).
  public var systemAdjuster = SystemAdjusterTiming()
  /// Whether a tapped text view's selection lands a turn late; uncertain on a device (§11.2),
  /// so scenarios run both ways (``World/textViewCaretLandsLate``).
  public var textViewCaretLandsLate = false
  /// Whether the keyboard for a field focused next is announced late; uncertain on a device
  /// (review N17), so scenarios run both ways: announced 0.1 s after the focus change.
  public var keyboardSwitchArrivesLate = false
  /// Whether UIKit runs the keyboard's curve 7 for 0.5 s whatever duration is asked, the
  /// keyboard's own animation included; uncertain on a device (§1.1, review N12), so scenarios
  /// run both ways.
  public var keyboardCurveIgnoresDuration = false
  /// The text fields whose delegate handles Return itself (`textFieldShouldReturn(_:)`), keeping
  /// the keyboard up — an "add item" or chat field (review N5): UIKit asks the delegate first,
  /// and any `editingDidEndOnExit` target would end the field's editing.
  public var fieldsHandlingReturn: Set<String> = []
  /// Whether the app sets its scroll view's `contentSize` to the form's height; `false` is the
  /// TPKeyboardAvoiding way — fields placed straight in the scroll view, no content size — which
  /// a `KeyboardAvoidingScrollView` makes scrollable while the keyboard is up. A subclass scroll
  /// view only: an app that attaches to its own scroll view sets its content size.
  public var appSetsContentSize = true
  /// When UIKit scrolls the first responder into view besides when a text field becomes first
  /// responder; not documented (§11.1), so scenarios run every way
  /// (``World/firstResponderScroll``).
  public var firstResponderScroll = FirstResponderScroll.whenFocused
  /// For a collection view: a compositional inset-grouped list instead of a flow layout's grid.
  public var listLayout = false
  /// Whether a table's or collection view's rows size themselves, carrying a 44 pt estimate
  /// until their cells are laid out (§11.3); `false` gives every row its exact height up front.
  public var selfSizingRows = false
  /// Whether a list keeps its visible rows in place when rows above them are measured; unknown
  /// on a device, so scenarios run both ways (``WorldListView/keepsVisibleRowsInPlace``).
  public var listKeepsVisibleRowsInPlace = true
  /// What SwiftUI does that Apple does not document, for a SwiftUI scroll view
  /// (``World/swiftUI``); scenarios run every way.
  public var swiftUI = SwiftUIBehavior()
  /// Whether the avoider records a trace from the moment it is attached (in automatic mode,
  /// the container's once automatic mode attaches it); the result carries it
  /// (``ScenarioResult/trace``).
  public var recordsTrace = false
  /// For the package's control runs: the stage attaches no avoider at all, while the checker
  /// expects everything the setup says — so a scenario's checks are shown to fail without the
  /// library.
  package var withoutLibrary = false

  /// Creates a setup; the form defaults to the container's built-in form.
  public init(
    device: Device = .iPhone15, orientation: Orientation = .portrait,
    presentation: Presentation = .navigation, container: ContainerKind = .scrollView,
    mode: AvoiderAttachment = .subclass, keyboard: KeyboardKind = .standard,
    form: FormDescription? = nil, pinnedBar: Bool = false,
    rotationStyle: SimulatedKeyboard.RotationStyle = .changeFrame,
    configuration: AvoidanceConfiguration = AvoidanceConfiguration(),
    insetBehavior: WorldScrollView.InsetAdjustmentBehavior = .automatic,
    appContentInset: AvoidanceInsets = .zero,
    navigation: FieldNavigationOptions = FieldNavigationOptions()
  ) {
    self.device = device
    self.orientation = orientation
    self.presentation = presentation
    self.container = container
    self.mode = mode
    self.keyboard = keyboard
    self.form = form ?? FormDescription.builtIn(for: container)
    self.pinnedBar = pinnedBar
    self.rotationStyle = rotationStyle
    self.configuration = configuration
    self.insetBehavior = insetBehavior
    self.appContentInset = appContentInset
    self.navigation = navigation
  }

  /// Whether every setting exists together (floating keyboards on iPad only, and so on).
  public var isValid: Bool { problems.isEmpty }

  /// The settings that do not exist together, one sentence each; empty for a valid setup.
  public var problems: [String] {
    var problems: [String] = []
    if !keyboard.isAvailable(on: device) {
      problems.append("the \(keyboard.rawValue) keyboard needs an iPad")
    }
    if !presentation.isAvailable(on: device) {
      problems.append("the \(presentation.rawValue) presentation needs an iPad")
    }
    if !mode.isAvailable(for: container) {
      problems.append("the \(mode.rawValue) mode does not exist for a \(container.rawValue)")
    }
    if !appSetsContentSize && (container != .scrollView || mode != .subclass) {
      problems.append("only a KeyboardAvoidingScrollView's app can leave its content size unset")
    }
    if container == .swiftUIScrollView {
      if appContentInset != .zero {
        problems.append("a SwiftUI scroll view has no content inset of the app's")
      }
      if firstResponderScroll != .whenFocused {
        problems.append("SwiftUI scrolls a focused text field its own way (World.swiftUI)")
      }
    }
    return problems
  }

  /// One line describing the setup.
  public var summary: String {
    "\(device.name), \(orientation.rawValue), \(presentation.rawValue), "
      + "\(container.rawValue) (\(mode.rawValue)), \(keyboard.rawValue) keyboard"
      + (pinnedBar ? ", pinned bar" : "")
  }
}
