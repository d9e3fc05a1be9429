import Foundation

extension AvoidanceConfiguration {
  private enum Keys: String, CodingKey {
    case dismissesKeyboardOnTap, isEnabled, padding, policy, restoresContentOffset,
      followsCaret, systemKeyboardHandling, fallbackAnimation
  }

  /// Reads settings written by any version of the package: a setting the writer did not know
  /// takes its default, so a trace recorded before a setting existed still reads.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init()
    func read<T: Decodable>(_ key: Keys, _ value: inout T) throws {
      if let decoded = try container.decodeIfPresent(T.self, forKey: key) { value = decoded }
    }
    try read(.dismissesKeyboardOnTap, &dismissesKeyboardOnTap)
    try read(.isEnabled, &isEnabled)
    try read(.padding, &padding)
    try read(.policy, &policy)
    try read(.restoresContentOffset, &restoresContentOffset)
    try read(.followsCaret, &followsCaret)
    try read(.systemKeyboardHandling, &systemKeyboardHandling)
    try read(.fallbackAnimation, &fallbackAnimation)
  }
}
