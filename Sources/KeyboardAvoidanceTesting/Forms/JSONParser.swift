/// The state of one RFC 8259 parse: the bytes, the position and the open containers.
///
/// The parser is iterative (an explicit stack of open arrays and objects), so deep nesting
/// cannot overflow the call stack; ``JSONValue/maximumDepth`` still bounds it.
struct JSONParser {
  typealias Location = JSONValue.SourceLocation

  /// An array or object that has been opened but not closed yet.
  struct Frame {
    var location: Location
    var path: String
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONValue.Member] = []
    var keys: [String: Location] = [:]
    var pendingKey = ""
    var pendingKeyLocation = Location(line: 1, column: 1)

    /// The path of the value being read inside this container.
    var childPath: String {
      isObject
        ? JSONValue.path(path, key: pendingKey) : JSONValue.path(path, index: elements.count)
    }
  }

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var column = 1
  var path = ""

  init(bytes: [UInt8]) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  var location: Location { Location(line: line, column: column) }
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past the current byte, keeping line and column up to date.
  mutating func advance() {
    guard index < bytes.count else { return }
    let byte = bytes[index]
    index += 1
    if byte == 0x0A || (byte == 0x0D && peek != 0x0A) {
      line += 1
      column = 1
    } else if byte != 0x0D && byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      advance()
    }
  }

  func error(_ message: String, at location: Location) -> JSONValue.SyntaxError {
    JSONValue.SyntaxError(location: location, path: path, message: message)
  }

  /// A byte for a message: `'x'` when printable ASCII, otherwise its code.
  static func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "end of input" }
    if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return "U+" + JSONValue.hex(UInt32(byte), digits: 4) }
    return "byte 0x" + JSONValue.hex(UInt32(byte), digits: 2)
  }

  mutating func parseDocument() throws -> JSONValue {
    skipWhitespace()
    if peek == nil { throw error("empty input: expected a JSON value", at: location) }
    var stack: [Frame] = []
    while true {
      skipWhitespace()
      path = stack.last?.childPath ?? ""
      let start = location
      var value: JSONValue
      if let open = peek, open == UInt8(ascii: "[") || open == UInt8(ascii: "{") {
        let isObject = open == UInt8(ascii: "{")
        if stack.count >= JSONValue.maximumDepth {
          throw error("nesting deeper than \(JSONValue.maximumDepth) levels", at: start)
        }
        advance()
        skipWhitespace()
        if peek == UInt8(ascii: isObject ? "}" : "]") {
          advance()
          value = JSONValue(isObject ? .object([]) : .array([]), at: start)
        } else {
          var frame = Frame(location: start, path: path, isObject: isObject)
          if isObject { try readKey(into: &frame) }
          stack.append(frame)
          continue
        }
      } else {
        value = try parseScalar()
      }
      while true {
        guard var frame = stack.popLast() else {
          skipWhitespace()
          path = ""
          if peek != nil {
            throw error("unexpected \(Self.describe(peek)) after the JSON value", at: location)
          }
          return value
        }
        path = frame.path
        if frame.isObject {
          frame.members.append(
            JSONValue.Member(
              key: frame.pendingKey, keyLocation: frame.pendingKeyLocation, value: value))
        } else {
          frame.elements.append(value)
        }
        skipWhitespace()
        let close = UInt8(ascii: frame.isObject ? "}" : "]")
        if peek == UInt8(ascii: ",") {
          let comma = location
          advance()
          skipWhitespace()
          if peek == close {
            throw error("trailing comma before \(Self.describe(close))", at: comma)
          }
          if frame.isObject { try readKey(into: &frame) }
          stack.append(frame)
          break
        } else if peek == close {
          advance()
          let content: JSONValue.Content =
            frame.isObject ? .object(frame.members) : .array(frame.elements)
          value = JSONValue(content, at: frame.location)
        } else {
          let what = frame.isObject ? "object" : "array"
          let expected = "expected ',' or \(Self.describe(close))"
          if peek == nil {
            throw error(
              "unterminated \(what) opened at \(frame.location): \(expected)", at: location)
          }
          throw error("\(expected) in \(what), got \(Self.describe(peek))", at: location)
        }
      }
    }
  }

  /// Reads `"key":` into `frame`, rejecting a key the object already has.
  mutating func readKey(into frame: inout Frame) throws {
    skipWhitespace()
    guard peek == UInt8(ascii: "\"") else {
      throw error("expected a string key in object, got \(Self.describe(peek))", at: location)
    }
    let keyLocation = location
    let key = try parseString()
    if let first = frame.keys[key] {
      throw error("duplicate key \(JSONValue.quote(key)) (first at \(first))", at: keyLocation)
    }
    frame.keys[key] = keyLocation
    skipWhitespace()
    guard peek == UInt8(ascii: ":") else {
      throw error("expected ':' after key, got \(Self.describe(peek))", at: location)
    }
    advance()
    frame.pendingKey = key
    frame.pendingKeyLocation = keyLocation
  }

  mutating func parseScalar() throws -> JSONValue {
    let start = location
    guard let byte = peek else { throw error("expected a value, got end of input", at: start) }
    switch byte {
    case UInt8(ascii: "\""): return JSONValue(.string(try parseString()), at: start)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    default:
      if isNonFiniteLiteral(at: index) {
        throw error("NaN and Infinity are not JSON numbers", at: start)
      }
      throw error("expected a value, got \(Self.describe(peek))", at: start)
    }
  }

  func isNonFiniteLiteral(at position: Int) -> Bool {
    let rest = bytes[min(position, bytes.count)...]
    return rest.starts(with: "NaN".utf8) || rest.starts(with: "Infinity".utf8)
  }

  mutating func parseLiteral(_ word: String, _ content: JSONValue.Content) throws -> JSONValue {
    let start = location
    for expected in word.utf8 {
      guard peek == expected else { throw error("invalid literal, expected \(word)", at: start) }
      advance()
    }
    return JSONValue(content, at: start)
  }

  mutating func skipDigits() {
    while let byte = peek, (0x30...0x39).contains(byte) { advance() }
  }

  mutating func parseNumber() throws -> JSONValue {
    let start = location
    let begin = index
    let isDigit: (UInt8?) -> Bool = { $0.map { (0x30...0x39).contains($0) } ?? false }
    if peek == UInt8(ascii: "-") {
      advance()
      if isNonFiniteLiteral(at: index) {
        throw error("NaN and Infinity are not JSON numbers", at: start)
      }
    }
    guard isDigit(peek) else { throw error("invalid number: expected a digit", at: location) }
    if peek == UInt8(ascii: "0") {
      advance()
      if isDigit(peek) { throw error("invalid number: leading zeros are not allowed", at: start) }
    } else {
      skipDigits()
    }
    if peek == UInt8(ascii: ".") {
      advance()
      guard isDigit(peek) else {
        throw error("invalid number: expected a digit after '.'", at: location)
      }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      advance()
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
      guard isDigit(peek) else {
        throw error("invalid number: expected a digit in the exponent", at: location)
      }
      skipDigits()
    }
    let text = String(decoding: bytes[begin..<index], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw error("number \(text.prefix(40)) is out of range for a 64-bit double", at: start)
    }
    return JSONValue(.number(number), at: start)
  }

  mutating func parseString() throws -> String {
    let start = location
    advance()
    var utf8: [UInt8] = []
    while true {
      guard let byte = peek else { throw error("unterminated string", at: start) }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &utf8, stringStart: start)
      case 0x0A, 0x0D:
        throw error("unterminated string (line break before the closing quote)", at: start)
      case 0x00..<0x20:
        throw error("control character \(Self.describe(byte)) in string (escape it)", at: location)
      case 0x20..<0x80:
        utf8.append(byte)
        advance()
      default:
        try copyScalar(into: &utf8)
      }
    }
  }

  mutating func parseEscape(into utf8: inout [UInt8], stringStart: Location) throws {
    let escape = location
    advance()
    guard let letter = peek else { throw error("unterminated string", at: stringStart) }
    advance()
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(letter)
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      let unpaired = error("unpaired surrogate in \\u escape", at: escape)
      var value = try parseHex4(escape: escape)
      if (0xD800...0xDBFF).contains(value) {
        guard bytes[index...].starts(with: "\\u".utf8) else { throw unpaired }
        advance()
        advance()
        let low = try parseHex4(escape: escape)
        guard (0xDC00...0xDFFF).contains(low) else { throw unpaired }
        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(value) else { throw unpaired }
      utf8.append(contentsOf: String(Character(scalar)).utf8)
    default:
      throw error("invalid escape '\\' followed by \(Self.describe(letter))", at: escape)
    }
  }

  mutating func parseHex4(escape: Location) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      let digit: UInt32
      switch peek {
      case .some(let byte) where (0x30...0x39).contains(byte): digit = UInt32(byte - 0x30)
      case .some(let byte) where (0x41...0x46).contains(byte): digit = UInt32(byte - 0x37)
      case .some(let byte) where (0x61...0x66).contains(byte): digit = UInt32(byte - 0x57)
      default: throw error("invalid \\u escape: expected 4 hex digits", at: escape)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  /// Copies one multi-byte UTF-8 scalar, rejecting malformed, overlong and surrogate encodings.
  mutating func copyScalar(into utf8: inout [UInt8]) throws {
    let lead = bytes[index]
    let invalid = error("invalid UTF-8 (\(Self.describe(lead))) in string", at: location)
    let (count, second): (Int, ClosedRange<UInt8>) =
      switch lead {
      case 0xC2...0xDF: (2, 0x80...0xBF)
      case 0xE0: (3, 0xA0...0xBF)
      case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
      case 0xED: (3, 0x80...0x9F)
      case 0xF0: (4, 0x90...0xBF)
      case 0xF1...0xF3: (4, 0x80...0xBF)
      case 0xF4: (4, 0x80...0x8F)
      default: (0, 0x80...0xBF)
      }
    guard count > 0 else { throw invalid }
    for offset in 1..<count {
      let allowed = offset == 1 ? second : 0x80...0xBF
      guard index + offset < bytes.count, allowed.contains(bytes[index + offset]) else {
        throw invalid
      }
    }
    utf8.append(contentsOf: bytes[index..<index + count])
    for _ in 0..<count { advance() }
  }
}
