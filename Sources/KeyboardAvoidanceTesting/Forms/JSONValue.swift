/// A JSON value, with the line and column where it starts in its source text.
///
/// ``parse(_:)-(String)`` is a strict RFC 8259 parser that never traps: any input,
/// including invalid UTF-8 and NUL bytes, either parses or gives one ``SyntaxError`` with its
/// location. Numbers are `Double`s (a number too large for a `Double` is an error, and so are
/// `NaN` and `Infinity`), duplicate keys are errors, and nesting is limited to
/// ``maximumDepth`` levels. Objects keep their members in source order, with each key's location.
///
/// ```swift
/// switch JSONValue.parse("{\"rows\": [1, true]}") {
/// case .success(let value): print(value["rows"]?.location ?? "")  // 1:10
/// case .failure(let error): print(error)
/// }
/// ```
package struct JSONValue: Sendable, Equatable {
  /// A 1-based line and column in the source text.
  ///
  /// Lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode scalars, a tab as one.
  package struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in Unicode scalars.
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }

    /// Orders locations by line, then by column.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
      (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`.
    package var description: String { "\(line):\(column)" }
  }

  /// One member of an object: its key, where the key starts, and its value.
  package struct Member: Sendable, Equatable {
    /// The key.
    package var key: String
    /// Where the key's opening quote is.
    package var keyLocation: SourceLocation
    /// The value.
    package var value: JSONValue
  }

  /// What a value holds.
  package enum Content: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in source order (keys are unique).
    case object([Member])
  }

  /// Why a text is not valid JSON, and where.
  package struct SyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the problem is.
    package var location: SourceLocation
    /// The path of the innermost value being read, like `rows[3].title`; empty at the top.
    package var path: String
    /// What is wrong.
    package var message: String

    /// `line:column: path: message`, without the path when it is empty.
    package var description: String {
      path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }
  }

  /// The most arrays and objects that may be nested inside each other.
  package static let maximumDepth = 512

  /// What the value holds.
  package var content: Content
  /// Where the value starts.
  package var location: SourceLocation

  /// Creates a value.
  package init(_ content: Content, at location: SourceLocation) {
    self.content = content
    self.location = location
  }

  /// Parses JSON text.
  package static func parse(_ text: String) -> Result<JSONValue, SyntaxError> {
    parse(Array(text.utf8))
  }

  /// Parses JSON from UTF-8 bytes; a leading byte order mark is skipped.
  package static func parse(_ bytes: [UInt8]) -> Result<JSONValue, SyntaxError> {
    var parser = JSONParser(bytes: bytes)
    do {
      return .success(try parser.parseDocument())
    } catch {
      let unknown = SyntaxError(location: parser.location, path: "", message: "\(error)")
      return .failure(error as? SyntaxError ?? unknown)
    }
  }

  /// The member named `key` of an object; `nil` for a missing key or a value that is no object.
  package func member(_ key: String) -> Member? {
    guard case .object(let members) = content else { return nil }
    return members.first { $0.key == key }
  }

  /// The value of the member named `key` of an object.
  package subscript(key: String) -> JSONValue? { member(key)?.value }

  /// The name of the value's type, as used in messages: `string`, `number`, `object`, …
  package var typeName: String {
    switch content {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// `base` followed by an object key: `.key`, or `["key"]` when it is not an identifier.
  static func path(_ base: String, key: String) -> String {
    let isIdentifier =
      key.utf8.first.map { !(0x30...0x39).contains($0) } ?? false
      && key.utf8.allSatisfy { byte in
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
          || (0x61...0x7A).contains(byte) || byte == 0x5F
      }
    guard isIdentifier else { return base + "[" + quote(key) + "]" }
    return base.isEmpty ? key : base + "." + key
  }

  /// `base` followed by an array index: `[index]`.
  static func path(_ base: String, index: Int) -> String { base + "[\(index)]" }

  /// A string in double quotes with JSON escapes, shortened to `limit` characters if longer.
  static func quote(_ text: String, limit: Int = .max) -> String {
    var result = "\""
    for scalar in text.unicodeScalars.prefix(limit) {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        result += "\\u" + hex(scalar.value, digits: 4)
      default: result.unicodeScalars.append(scalar)
      }
    }
    if text.unicodeScalars.count > limit { result += "…" }
    return result + "\""
  }

  /// `value` in upper-case hexadecimal, padded with zeros to `digits`.
  static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
