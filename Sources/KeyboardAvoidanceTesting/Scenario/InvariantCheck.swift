/// One invariant's result, as a scenario step checked it.
///
/// ```swift
/// let failed = result.steps.flatMap(\.checks).filter { !$0.passed }
/// for check in failed { print(check.name, check.detail) }
/// ```
public struct InvariantCheck: Sendable, Equatable {
  /// The invariant's short name ("field visible", "insets restored").
  public var name: String
  /// Whether it held.
  public var passed: Bool
  /// What was measured, e.g. "field 684…760 inside 347…760".
  public var detail: String

  /// Creates a result.
  public init(name: String, passed: Bool, detail: String) {
    self.name = name
    self.passed = passed
    self.detail = detail
  }
}
