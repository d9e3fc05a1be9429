/// The scenario matrix: devices × orientations × keyboards × containers × presentations ×
/// integration modes, each focusing every field in order and then hiding the keyboard.
///
/// ```swift
/// for scenario in ScenarioMatrix.standard() {
///   #expect(ScenarioRunner().run(scenario).passed)
/// }
/// ```
public enum ScenarioMatrix {
  /// Every valid combination of the matrix's dimensions. Scroll views alternate between the
  /// sign-up, growing-text-view and validation forms, between inset-adjustment behaviours and
  /// between no inset of the app's own and one (a 12 pt top, a 44 pt bottom toolbar); a third
  /// of the setups have a bar pinned to the keyboard; table and collection view controllers'
  /// keyboard support runs before the app's observers in half of them, after in the other. The
  /// cycles have different lengths, so every form meets every behaviour, inset and bar.
  package static func allSetups() -> [ScenarioSetup] {
    var setups: [ScenarioSetup] = []
    let scrollForms: [FormDescription] = [.signUp, .growingTextView, .validation]
    let behaviors = WorldScrollView.InsetAdjustmentBehavior.allCases
    let listForms: [FormDescription] = [
      .mixedList(), FormDescription.table(rows: 60, disabled: [3, 4]), .mixedList(sections: 2),
      .table(rows: 200), .table(rows: 10_000),
    ]
    for device in Device.catalog {
      for orientation in Orientation.allCases {
        for keyboard in KeyboardKind.allCases where keyboard.isAvailable(on: device) {
          for container in ContainerKind.allCases {
            for presentation in Presentation.allCases where presentation.isAvailable(on: device) {
              for mode in AvoiderAttachment.allCases where mode.isAvailable(for: container) {
                let index = setups.count
                var setup =
                  ScenarioSetup(
                    device: device, orientation: orientation, presentation: presentation,
                    container: container, mode: mode, keyboard: keyboard,
                    form: container.isStackScrollView
                      ? scrollForms[index % scrollForms.count]
                      // The tutorial's form, with a validation label in every row, in turn.
                      : container.isControllerList && index % 2 == 0
                        ? .validatedTable()
                        : container.isList ? listForms[(index / 2) % listForms.count] : nil,
                    pinnedBar: (index / 12) % 3 == 0 && container != .plainView,
                    insetBehavior: behaviors[(index / 3) % behaviors.count],
                    appContentInset: (index / 36) % 2 == 0 || container == .plainView
                      ? .zero : Self.appInset)
                // Where a list controller's observer stands among the app's, what it observes
                // and whether its cell scroll is animated are unknown (§11.1): every way, in turn.
                setup.systemAdjuster =
                  SystemAdjusterTiming.allCases[(index / 2) % SystemAdjusterTiming.allCases.count]
                // Whether a tapped text view's caret lands late is uncertain (§11.2): both.
                setup.textViewCaretLandsLate = (index / 5) % 2 == 0
                // Whether a field switch's new keyboard is announced late is uncertain (N17);
                // not in SwiftUI yet (see `ScenarioFuzzer`).
                setup.keyboardSwitchArrivesLate =
                  (index / 3) % 2 == 1 && container != .swiftUIScrollView
                // How long UIKit runs the keyboard's curve is uncertain (§1.1): both ways.
                setup.keyboardCurveIgnoresDuration = (index / 11) % 2 == 1
                // A right-to-left form (Arabic, Hebrew) in every container, now and then.
                if (index / 13) % 4 == 1 { setup.form.direction = .rightToLeft }
                // Now and then the first text field's delegate handles Return itself (N5).
                if (index / 7) % 3 == 0,
                  let field = setup.form.textInputs.first(where: { $0.kind == .textField })
                {
                  setup.fieldsHandlingReturn = [field.id]
                }
                // When UIKit scrolls the first responder after keyboard changes is unknown
                // (§11.1): every way, in turn.
                // A subclass's form placed straight in it, no content size (§11.1, TPK's way).
                setup.appSetsContentSize =
                  !(container == .scrollView && mode == .subclass && index % 2 == 1)
                // Lists: self-sizing rows, compositional lists, and both ways of measuring rows
                // above the visible ones (§11.3), in turn.
                setup.selfSizingRows = container.isList && (index / 4) % 2 == 0
                setup.listLayout = !container.isTable && (index / 3) % 2 == 1
                setup.listKeepsVisibleRowsInPlace = (index / 8) % 2 == 0
                setup.firstResponderScroll =
                  FirstResponderScroll.allCases[(index / 3) % FirstResponderScroll.allCases.count]
                if container == .swiftUIScrollView {
                  // SwiftUI's own ways (World.swiftUI), every combination in turn; a button
                  // under the scroll view for a pinned bar, no inset of the app's, SwiftUI's
                  // own focus scroll.
                  setup.swiftUI = SwiftUIBehavior.allCases[index % SwiftUIBehavior.allCases.count]
                  setup.appContentInset = .zero
                  setup.firstResponderScroll = .whenFocused
                }
                setups.append(setup)
              }
            }
          }
        }
      }
    }
    return setups
  }

  /// The app's own inset in the setups that have one.
  static let appInset = AvoidanceInsets(top: 12, bottom: 44)

  /// A deterministic seventh of ``allSetups()`` — every seventh setup, which cycles through
  /// every value of every dimension — for the test suite.
  package static func standardSetups() -> [ScenarioSetup] {
    allSetups().enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
  }

  /// The standard matrix's scenarios.
  public static func standard() -> [Scenario] {
    standardSetups().map { Scenario.matrix($0) }
  }

  /// The full matrix's scenarios.
  public static func full() -> [Scenario] {
    allSetups().map { Scenario.matrix($0) }
  }
}
