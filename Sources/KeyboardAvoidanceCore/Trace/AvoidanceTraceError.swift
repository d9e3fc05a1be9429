import Foundation

/// Why a trace file could not be read: one error, with where the problem is.
///
/// ```swift
/// do { _ = try AvoidanceTrace.decode(data) } catch { print(error) }  // "entries[3].update: …"
/// ```
public enum AvoidanceTraceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file is empty.
  case empty
  /// The file is larger than ``AvoidanceTrace/maximumSize``.
  case tooLarge(bytes: Int)
  /// Arrays and objects nest deeper than ``AvoidanceTrace/maximumDepth`` at this byte offset.
  case tooDeep(offset: Int)
  /// The file is not JSON (or is cut short); `location` says where, when known.
  case notJSON(location: String)
  /// The trace was written by a format version this build does not read.
  case unsupportedVersion(Int, supported: Int)
  /// A value is missing or has the wrong type at `path` (like `entries[3].update.insets`).
  case invalid(path: String, problem: String)

  /// One sentence.
  public var description: String {
    switch self {
    case .empty: "the trace is empty"
    case .tooLarge(let bytes):
      "the trace is \(bytes) bytes, more than the \(AvoidanceTrace.maximumSize) read"
    case .tooDeep(let offset):
      "the trace nests deeper than \(AvoidanceTrace.maximumDepth) levels at byte \(offset)"
    case .notJSON(let location): "the trace is not valid JSON (\(location))"
    case .unsupportedVersion(let version, let supported):
      "the trace has format version \(version); this build reads version \(supported)"
    case .invalid(let path, let problem): "\(path.isEmpty ? "the trace" : path): \(problem)"
    }
  }

  /// Describes a decoding error by its coding path.
  init(_ error: any Error) {
    guard let error = error as? DecodingError else {
      self = .notJSON(location: String(describing: error))
      return
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self = .notJSON(location: Self.underlying(context))
    case .dataCorrupted(let context):
      self = .invalid(path: Self.path(context.codingPath), problem: context.debugDescription)
    case .keyNotFound(let key, let context):
      self = .invalid(
        path: Self.path(context.codingPath), problem: "“\(key.stringValue)” is missing")
    case .typeMismatch(let type, let context):
      self = .invalid(path: Self.path(context.codingPath), problem: "expected \(type)")
    case .valueNotFound(let type, let context):
      self = .invalid(path: Self.path(context.codingPath), problem: "expected \(type), found null")
    @unknown default:
      self = .notJSON(location: String(describing: error))
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    var path = ""
    for key in keys {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }

  private static func underlying(_ context: DecodingError.Context) -> String {
    if let underlying = context.underlyingError {
      return String(describing: underlying)
    }
    return context.debugDescription
  }
}

/// How deeply a JSON text nests arrays and objects, read without parsing it.
enum JSONDepth {
  /// The byte offset where nesting first goes deeper than `limit`, or `nil`.
  static func firstOffset(deeperThan limit: Int, in data: Data) -> Int? {
    var depth = 0
    var inString = false
    var escaped = false
    for (offset, byte) in data.enumerated() {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return offset }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      default: break
      }
    }
    return nil
  }
}
