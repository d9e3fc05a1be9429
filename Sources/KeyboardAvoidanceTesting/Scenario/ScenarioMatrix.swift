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
  /// sign-up, growing-text-view and validation forms and between inset-adjustment behaviours;
  /// every third setup has a bar riding on the keyboard.
  public static func allSetups() -> [ScenarioSetup] {
    var setups: [ScenarioSetup] = []
    let scrollForms: [FormDescription] = [.signUp, .growingTextView, .validation]
    let behaviors = WorldScrollView.InsetAdjustmentBehavior.allCases
    for device in Device.catalog {
      for orientation in Orientation.allCases {
        for keyboard in KeyboardKind.allCases where keyboard.isAvailable(on: device) {
          for container in ContainerKind.allCases {
            for presentation in Presentation.allCases where presentation.isAvailable(on: device) {
              for mode in IntegrationMode.allCases where mode.isAvailable(for: container) {
                let index = setups.count
                setups.append(
                  ScenarioSetup(
                    device: device, orientation: orientation, presentation: presentation,
                    container: container, mode: mode, keyboard: keyboard,
                    form: container == .scrollView ? scrollForms[index % scrollForms.count] : nil,
                    stickyBar: index % 3 == 0 && container != .plainView,
                    insetBehavior: behaviors[(index / 3) % behaviors.count]))
              }
            }
          }
        }
      }
    }
    return setups
  }

  /// A deterministic seventh of ``allSetups()`` — every seventh setup, which cycles through
  /// every value of every dimension — for the test suite.
  public static func standardSetups() -> [ScenarioSetup] {
    allSetups().enumerated().filter { $0.offset % 7 == 0 }.map(\.element)
  }

  /// The standard matrix's scenarios.
  public static func standard() -> [Scenario] {
    standardSetups().map { Scenario.focusingEveryField($0) }
  }

  /// The full matrix's scenarios.
  public static func full() -> [Scenario] {
    allSetups().map { Scenario.focusingEveryField($0) }
  }
}
