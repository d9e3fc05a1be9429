import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One raw value of a notification's `userInfo`, as it arrived: a rectangle, a number, a
/// Boolean, a string, or — for anything else — a description of its type (never its contents).
///
/// ```swift
/// TraceValue(NSNumber(value: 0.25))  // .number(0.25)
/// ```
public enum TraceValue: Sendable, Equatable, Codable {
  /// A rectangle (an `NSValue` holding a `CGRect`).
  case rect(CGRect)
  /// A number.
  case number(Double)
  /// A Boolean.
  case bool(Bool)
  /// A string.
  case string(String)
  /// A value of another type, named by its type only.
  case other(type: String)

  /// Reads a value as the keyboard notification parser reads it.
  public init(_ value: Any) {
    if let rect = KeyboardEvent.rect(from: value) {
      self = .rect(rect)
    } else if let bool = value as? Bool, !(value is NSNumber) {
      self = .bool(bool)
    } else if let number = KeyboardEvent.double(from: value) {
      self = .number(number)
    } else if let string = value as? String {
      self = .string(string)
    } else {
      self = .other(type: String(describing: type(of: value)))
    }
  }

  /// The value as a `userInfo` entry, for driving a host with it again: rectangles and numbers
  /// as the parser reads them; `nil` for a value of another type.
  public var userInfoValue: Any? {
    switch self {
    case .rect(let rect): rect
    case .number(let number): NSNumber(value: number)
    case .bool(let bool): NSNumber(value: bool)
    case .string(let string): string
    case .other: nil
    }
  }
}
