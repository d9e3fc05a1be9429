import Foundation
import KeyboardAvoidanceTesting
import Testing

@Suite("Form files")
struct FormFileTests {
  /// A file that uses every feature of the schema.
  static let complete = #"""
    {
      "name": "Checkout",
      "direction": "rtl",
      "rows": [
        {"type": "label", "title": "Shipping"},
        {"type": "textField", "id": "email", "title": "E\u0301mail \ud83d\udce7",
         "keyboard": "email", "group": "contact"},
        {"type": "validationLabel", "id": "emailError", "for": "email"},
        {"columns": [
          {"type": "textField", "id": "zip", "keyboard": "numberPad", "height": 50.5},
          {"type": "textField", "id": "phone", "keyboard": "phonePad", "enabled": false},
          {"type": "spacer"}
        ]},
        {"type": "textView", "id": "notes", "lines": 3, "maxLines": 8, "group": "notes"},
        {"type": "spacer", "height": 12},
        {"type": "label"},
        {"type": "button", "id": "pay", "title": "Pay", "hidden": true}
      ]
    }
    """#

  static let completeForm = FormDescription(
    name: "Checkout", direction: .rightToLeft,
    rows: [
      FormRow(FormItem(.label, id: "label-1", title: "Shipping")),
      FormRow(
        FormItem(
          .textField, id: "email", title: "E\u{301}mail \u{1F4E7}", keyboard: .email,
          group: "contact")),
      FormRow(FormItem(.validationLabel, id: "emailError", validates: "email")),
      FormRow(columns: [
        FormItem(.textField, id: "zip", height: 50.5, keyboard: .numberPad),
        FormItem(.textField, id: "phone", keyboard: .phonePad, isEnabled: false),
        FormItem(.spacer, id: "spacer-1"),
      ]),
      FormRow(FormItem(.textView, id: "notes", group: "notes", lines: 3, maxLines: 8)),
      FormRow(FormItem(.spacer, id: "spacer-2", height: 12)),
      FormRow(FormItem(.label, id: "label-2")),
      FormRow(FormItem(.button, id: "pay", title: "Pay", isHidden: true)),
    ])

  static func errors(_ result: Result<FormDescription, FormFileErrors>) -> [FormFileError] {
    switch result {
    case .success: []
    case .failure(let errors): errors.errors
    }
  }

  /// The 1-based line and column where `needle` first occurs in `text`.
  static func location(of needle: String, in text: String) -> (line: Int, column: Int)? {
    guard let range = text.range(of: needle) else { return nil }
    var line = 1
    var column = 1
    for scalar in text[..<range.lowerBound].unicodeScalars {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  // MARK: Valid files

  @Test("A file with every feature parses to the expected form")
  func complete() throws {
    let form = try FormDescription.parse(json: Self.complete).get()
    #expect(form == Self.completeForm)
    #expect(form.rows[2].items[0].isHidden)
    #expect(form.rows[4].items[0].height == FormItem.defaultHeight(.textView, lines: 3))
    let fromData = try FormDescription.parse(data: Data(Self.complete.utf8)).get()
    #expect(fromData == form)
  }

  @Test("Automatic ids skip ids the file already uses")
  func automaticIDs() throws {
    let json = #"""
      {"name": "F", "rows": [{"type": "textField", "id": "spacer-1"}, {"type": "spacer"},
        {"columns": [{"type": "label"}, {"type": "spacer"}]}]}
      """#
    let form = try FormDescription.parse(json: json).get()
    #expect(form.items.map(\.id) == ["spacer-1", "spacer-2", "label-1", "spacer-3"])
  }

  @Test("A byte order mark, CRLF line ends and big integers are accepted")
  func lenientInput() throws {
    let json = "{\"name\": \"F\",\r\n\"rows\": [{\"type\": \"spacer\", \"height\": 1e2}]}"
    let form = try FormDescription.parse(data: Data([0xEF, 0xBB, 0xBF] + Array(json.utf8))).get()
    #expect(form.items[0].height == 100)
    let big = try JSONValue.parse("[123456789012345678901234567890, -0, 1E-400]").get()
    #expect(big.location == JSONValue.SourceLocation(line: 1, column: 1))
  }

  @Test("Values and keys carry their line and column")
  func locations() throws {
    let value = try JSONValue.parse("{\"a\": [1, {\"b\": true}],\n \"c\": null}").get()
    let a = try #require(value.member("a"))
    #expect(a.keyLocation.description == "1:2")
    #expect(a.value.location.description == "1:7")
    guard case .array(let elements) = a.value.content else {
      Issue.record("not an array")
      return
    }
    #expect(elements.map(\.location.description) == ["1:8", "1:11"])
    #expect(elements[1].member("b")?.keyLocation.description == "1:12")
    #expect(elements[1]["b"]?.location.description == "1:17")
    #expect(value.member("c")?.keyLocation.description == "2:2")
    #expect(value["c"]?.typeName == "null")
  }

  @Test("Nesting is limited to 512 levels, without exhausting the stack")
  func depth() throws {
    let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect((try? JSONValue.parse(deepest).get()) != nil)
    let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
    guard case .failure(let error) = JSONValue.parse(tooDeep) else {
      Issue.record("513 levels parsed")
      return
    }
    #expect(error.location.description == "1:513")
    #expect(error.message.contains("nesting deeper than 512"))
    let huge = String(repeating: "{\"a\":[", count: 100_000)
    #expect(Self.errors(FormDescription.parse(json: huge)).count == 1)
  }

  // MARK: Syntax errors

  struct SyntaxCase: Sendable, CustomStringConvertible {
    let description: String
    let bytes: [UInt8]
    let line: Int
    let column: Int
    let message: String

    init(_ description: String, _ json: String, _ line: Int, _ column: Int, _ message: String) {
      self.init(description, Array(json.utf8), line, column, message)
    }

    init(_ description: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
      self.description = description
      self.bytes = bytes
      self.line = line
      self.column = column
      self.message = message
    }
  }

  static let syntaxCases: [SyntaxCase] = [
    SyntaxCase("empty input", "", 1, 1, "empty input"),
    SyntaxCase("only whitespace", " \n  ", 2, 3, "empty input"),
    SyntaxCase("unterminated string", #"{"name": "Check"#, 1, 10, "unterminated string"),
    SyntaxCase("line break in string", "{\n  \"name\": \"Check\nout\"}", 2, 11, "line break"),
    SyntaxCase("bad escape", #"{"name": "a\qb"}"#, 1, 12, "invalid escape"),
    SyntaxCase("bad \\u escape", #"["\u12G4"]"#, 1, 3, "expected 4 hex digits"),
    SyntaxCase("lone surrogate", #"["\ud800x"]"#, 1, 3, "unpaired surrogate"),
    SyntaxCase("lone low surrogate", #"["\udc00"]"#, 1, 3, "unpaired surrogate"),
    SyntaxCase("trailing comma in array", "[1, 2,]", 1, 6, "trailing comma"),
    SyntaxCase("trailing comma in object", "{\"a\": 1,\n}", 1, 8, "trailing comma"),
    SyntaxCase("leading zero", "[01]", 1, 2, "leading zeros"),
    SyntaxCase("no digit after the point", "[1.]", 1, 4, "after '.'"),
    SyntaxCase("no digit in the exponent", "[1e+]", 1, 5, "exponent"),
    SyntaxCase("lone minus", "[-]", 1, 3, "expected a digit"),
    SyntaxCase("leading point", "[.5]", 1, 2, "expected a value"),
    SyntaxCase("NaN", #"{"h": NaN}"#, 1, 7, "NaN and Infinity"),
    SyntaxCase("Infinity", "[Infinity]", 1, 2, "NaN and Infinity"),
    SyntaxCase("minus Infinity", "[-Infinity]", 1, 2, "NaN and Infinity"),
    SyntaxCase("number too large", "[1e400]", 1, 2, "out of range"),
    SyntaxCase(
      "duplicate key", "{\"a\": 1,\n  \"a\": 2}", 2, 3, "duplicate key \"a\" (first at 1:2)"),
    SyntaxCase("trailing garbage", "{} x", 1, 4, "unexpected 'x' after the JSON value"),
    SyntaxCase("two values", "[1] [2]", 1, 5, "after the JSON value"),
    SyntaxCase("missing colon", #"{"a" 1}"#, 1, 6, "expected ':'"),
    SyntaxCase("missing comma", "[1 2]", 1, 4, "expected ',' or ']'"),
    SyntaxCase("unterminated array", "[1,\n 2", 2, 3, "unterminated array opened at 1:1"),
    SyntaxCase("unterminated object", #"{"a": 1"#, 1, 8, "unterminated object"),
    SyntaxCase("bad literal", "[tru]", 1, 2, "invalid literal"),
    SyntaxCase("raw tab in string", "[\"a\tb\"]", 1, 4, "control character"),
    SyntaxCase("NUL byte outside a string", "[\0]", 1, 2, "expected a value, got U+0000"),
    SyntaxCase("NUL byte in a string", "[\"\0\"]", 1, 3, "control character U+0000"),
    SyntaxCase("CRLF line ends", "{\r\n\"a\": 1,\r\n\"a\": 2}", 3, 1, "duplicate key"),
    SyntaxCase("lone CR line ends", "[1,\r\r  x]", 3, 3, "expected a value"),
    SyntaxCase("columns count characters", "[\"é€😀\", x]", 1, 9, "expected a value"),
    SyntaxCase("unquoted key", "{a: 1}", 1, 2, "expected a string key"),
    SyntaxCase("single quotes", "['a']", 1, 2, "expected a value"),
    SyntaxCase("comment", "// rows\n{}", 1, 1, "expected a value"),
    SyntaxCase("too deep", String(repeating: "[", count: 600), 1, 513, "nesting deeper"),
    SyntaxCase("invalid UTF-8", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], 1, 4, "invalid UTF-8"),
    SyntaxCase("overlong UTF-8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 3, "invalid UTF-8"),
    SyntaxCase("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22], 1, 3, "invalid UTF-8"),
    SyntaxCase("truncated UTF-8", [0x5B, 0x22, 0xE2, 0x82], 1, 3, "invalid UTF-8"),
    SyntaxCase("stray byte", [0xFF], 1, 1, "got byte 0xFF"),
    SyntaxCase("byte order mark, then an error", [0xEF, 0xBB, 0xBF, 0x5B, 0x2C], 1, 2, "value"),
  ]

  @Test("Each syntax error is reported at its line and column", arguments: syntaxCases)
  func syntaxError(_ example: SyntaxCase) throws {
    let errors = Self.errors(FormDescription.parse(data: Data(example.bytes)))
    try #require(errors.count == 1)
    #expect("\(errors[0].line):\(errors[0].column)" == "\(example.line):\(example.column)")
    #expect(errors[0].message.contains(example.message), "\(errors[0].message)")
  }

  @Test("A syntax error names the path of the value being read")
  func syntaxErrorPath() throws {
    let json = "{\"name\": \"F\", \"rows\": [{\"type\": \"label\",\n  \"height\": 01}]}"
    let errors = Self.errors(FormDescription.parse(json: json))
    try #require(errors.count == 1)
    #expect(
      errors[0].description == "2:13: rows[0].height: invalid number: leading zeros are not allowed"
    )
  }

  // MARK: Schema errors

  struct SchemaCase: Sendable, CustomStringConvertible {
    let description: String
    let json: String
    /// The text at the expected error location.
    let at: String
    let path: String
    let message: String
  }

  static func file(
    _ description: String, _ json: String, at: String, _ path: String, _ message: String
  ) -> SchemaCase {
    SchemaCase(description: description, json: json, at: at, path: path, message: message)
  }

  /// A case whose file is a form named "F" with `rows`, which start on line 2.
  static func rows(
    _ description: String, _ rows: String, at: String, _ path: String, _ message: String
  ) -> SchemaCase {
    file(description, "{\"name\": \"F\", \"rows\": [\n\(rows)\n]}", at: at, path, message)
  }

  static let itemKeys =
    "(expected one of: type, id, title, height, keyboard, enabled, hidden, group, for, lines, "
    + "maxLines)"
  static let spacer = #"{"type": "spacer"}"#
  static let kinds =
    #""textField", "textView", "label", "validationLabel", "button", "spacer", "sectionHeader", "toggle""#

  static let schemaCases: [SchemaCase] = [
    file("top level is no object", "[1]", at: "[1]", "", "must be an object, got array"),
    file(
      "missing name", "{\"rows\": [\(spacer)]}", at: "{\"rows", "",
      "missing required key \"name\""),
    file(
      "empty name", "{\"name\": \"\", \"rows\": [\(spacer)]}", at: "\"\"", "name",
      "must not be empty"),
    file(
      "name of the wrong type", "{\"name\": 7, \"rows\": [\(spacer)]}", at: "7", "name",
      "must be a string, got number"),
    file(
      "unknown direction", "{\"name\": \"F\", \"direction\": \"up\", \"rows\": [\(spacer)]}",
      at: "\"up\"", "direction", #"must be one of "ltr", "rtl", got "up""#),
    file(
      "unknown top-level key", "{\"name\": \"F\", \"colour\": 1, \"rows\": [\(spacer)]}",
      at: "\"colour\"", "colour", #"unknown key "colour" (expected one of: name, direction, rows)"#),
    file("missing rows", "{\"name\": \"F\"}", at: "{", "", "missing required key \"rows\""),
    file("no rows", #"{"name": "F", "rows": []}"#, at: "[]", "rows", "must have at least one row"),
    file(
      "rows of the wrong type", #"{"name": "F", "rows": {}}"#, at: "{}", "rows",
      "must be an array, got object"),
    rows(
      "too many rows", Array(repeating: spacer, count: 2001).joined(separator: ","), at: "[\n",
      "rows", "must have at most 2000 rows, got 2001"),
    rows("row of the wrong type", "42", at: "42", "rows[0]", "must be an object, got number"),
    rows(
      "no columns", #"{"columns": []}"#, at: "[]", "rows[0].columns",
      "must have 1 to 4 items, got 0"),
    rows(
      "five columns",
      "{\"columns\": [\(Array(repeating: spacer, count: 5).joined(separator: ","))]}",
      at: "[{", "rows[0].columns", "must have 1 to 4 items, got 5"),
    rows(
      "columns of the wrong type", #"{"columns": "x"}"#, at: "\"x\"", "rows[0].columns",
      "must be an array, got string"),
    rows(
      "unknown key next to columns", #"{"columns": [{"type": "spacer"}], "type": "label"}"#,
      at: "\"type\": \"label", "rows[0].type", #"unknown key "type" (expected one of: columns)"#),
    rows(
      "misspelt key", #"{"type": "textField", "id": "a", "heigth": 4}"#, at: "\"heigth\"",
      "rows[0].heigth", "unknown key \"heigth\" \(itemKeys)"),
    rows(
      "key that is not an identifier", #"{"type": "spacer", "my key": 1}"#, at: "\"my key\"",
      #"rows[0]["my key"]"#, "unknown key \"my key\" \(itemKeys)"),
    rows(
      "missing type", #"{"id": "a"}"#, at: "{\"id", "rows[0]",
      #"missing required key "type" (or "columns" for columns)"#),
    rows(
      "unknown type", #"{"type": "textfield", "id": "a"}"#, at: "\"textfield\"", "rows[0].type",
      "must be one of \(kinds), got \"textfield\""),
    rows(
      "missing id", #"{"type": "button"}"#, at: "{\"type", "rows[0]",
      #"missing required key "id" (required for button)"#),
    rows(
      "empty id", #"{"type": "textField", "id": ""}"#, at: "\"\"", "rows[0].id",
      "must not be empty"),
    rows(
      "title of the wrong type", #"{"type": "label", "title": null}"#, at: "null",
      "rows[0].title", "must be a string, got null"),
    rows(
      "negative height in a column",
      #"{"columns": [{"type": "spacer"}, {"type": "label", "height": -4}]}"#, at: "-4",
      "rows[0].columns[1].height", "must be a positive number, got -4"),
    rows(
      "zero height", #"{"type": "spacer", "height": 0}"#, at: "0}", "rows[0].height",
      "must be a positive number, got 0"),
    rows(
      "fractional negative height", #"{"type": "spacer", "height": -0.5}"#, at: "-0.5",
      "rows[0].height", "must be a positive number, got -0.5"),
    rows(
      "height too large", #"{"type": "spacer", "height": 2e4}"#, at: "2e4", "rows[0].height",
      "must be at most 10000, got 20000"),
    rows(
      "height of the wrong type", #"{"type": "spacer", "height": "44"}"#, at: "\"44\"",
      "rows[0].height", "must be a number, got string"),
    rows(
      "keyboard on a label", #"{"type": "label", "keyboard": "email"}"#, at: "\"keyboard\"",
      "rows[0].keyboard", #""keyboard" is only allowed for textField and textView, not label"#),
    rows(
      "unknown keyboard", #"{"type": "textField", "id": "a", "keyboard": "emial"}"#,
      at: "\"emial\"", "rows[0].keyboard",
      #"must be one of "default", "email", "numberPad", "phonePad", got "emial""#),
    rows(
      "enabled of the wrong type", #"{"type": "button", "id": "b", "enabled": "yes"}"#,
      at: "\"yes\"", "rows[0].enabled", "must be a boolean, got string"),
    rows(
      "hidden of the wrong type", #"{"type": "button", "id": "b", "hidden": 1}"#, at: "1}",
      "rows[0].hidden", "must be a boolean, got number"),
    rows(
      "group on a button", #"{"type": "button", "id": "b", "group": "g"}"#, at: "\"group\"",
      "rows[0].group", #""group" is only allowed for textField and textView, not button"#),
    rows(
      "empty group", #"{"type": "textView", "id": "a", "group": ""}"#, at: "\"\"",
      "rows[0].group", "must not be empty"),
    rows(
      "for on a text field", #"{"type": "textField", "id": "a", "for": "a"}"#, at: "\"for\"",
      "rows[0].for", #""for" is only allowed for validationLabel, not textField"#),
    rows(
      "validation label without for", #"{"type": "validationLabel", "id": "e"}"#,
      at: "{\"type", "rows[0]", #"missing required key "for" (the id of the field it checks)"#),
    rows(
      "for naming no item", #"{"type": "validationLabel", "id": "e", "for": "emial"}"#,
      at: "\"emial\"", "rows[0].for", #"no item in the form has the id "emial""#),
    rows(
      "for naming a label",
      "{\"type\": \"label\", \"id\": \"t\"},\n{\"type\": \"validationLabel\", \"id\": \"e\", "
        + "\"for\": \"t\"}", at: "\"t\"}\n]", "rows[1].for",
      #"must name a textField or textView, but "t" is a label"#),
    rows(
      "lines on a text field", #"{"type": "textField", "id": "a", "lines": 2}"#, at: "\"lines\"",
      "rows[0].lines", #""lines" is only allowed for textView, not textField"#),
    rows(
      "zero lines", #"{"type": "textView", "id": "a", "lines": 0}"#, at: "0}", "rows[0].lines",
      "must be from 1 to 1000, got 0"),
    rows(
      "fractional lines", #"{"type": "textView", "id": "a", "lines": 2.5}"#, at: "2.5",
      "rows[0].lines", "must be an integer, got 2.5"),
    rows(
      "maxLines below lines", #"{"type": "textView", "id": "a", "lines": 3, "maxLines": 2}"#,
      at: "2}", "rows[0].maxLines", "must be at least lines (3), got 2"),
    rows(
      "duplicate id",
      "{\"type\": \"textField\", \"id\": \"email\"},\n{\"type\": \"textView\", \"id\": \"email\"}",
      at: "\"email\"}\n]", "rows[1].id", #"duplicate id "email" (first used on line 2, column 29)"#),
  ]

  @Test("Each schema error names its path, location and problem", arguments: schemaCases)
  func schemaError(_ example: SchemaCase) throws {
    let errors = Self.errors(FormDescription.parse(json: example.json))
    try #require(errors.count == 1, "\(errors)")
    let expected = try #require(Self.location(of: example.at, in: example.json))
    #expect("\(errors[0].line):\(errors[0].column)" == "\(expected.line):\(expected.column)")
    #expect(errors[0].path == example.path)
    #expect(errors[0].message == example.message)
  }

  @Test("Every error in a file is reported, in file order")
  func allErrors() throws {
    let json = #"""
      {
        "name": "Sign up",
        "rows": [
          {"type": "textField", "id": "email", "heigth": 44},
          {"columns": [{"type": "label"}, {"type": "textField", "id": "a", "height": -4}]},
          {"type": "textfeild", "id": "b"},
          {"type": "textView", "id": "email"},
          {"type": "validationLabel", "id": "e", "for": "emial"}
        ]
      }
      """#
    let result = FormDescription.parse(json: json)
    let errors = Self.errors(result)
    #expect(
      errors.map { "\($0.line):\($0.path)" } == [
        "4:rows[0].heigth", "5:rows[1].columns[1].height", "6:rows[2].type", "7:rows[3].id",
        "8:rows[4].for",
      ])
    guard case .failure(let all) = result else { return }
    #expect(all.description.split(separator: "\n").count == 5)
    #expect(all.description.hasPrefix("4:42: rows[0].heigth: unknown key \"heigth\""))
  }

  @Test("Errors print as line:column: path: message, one per line, sorted")
  func descriptions() {
    let height = FormFileError(
      line: 3, column: 17, path: "rows[3].columns[1].height",
      message: "must be a positive number, got -4")
    #expect("\(height)" == "3:17: rows[3].columns[1].height: must be a positive number, got -4")
    let root = FormFileError(line: 1, column: 1, path: "", message: "missing required key")
    #expect("\(root)" == "1:1: missing required key")
    let errors = FormFileErrors([height, root])
    #expect(errors.errors == [root, height])
    #expect("\(errors)" == "\(root)\n\(height)")
  }

  @Test("The schema summary mentions every type and key")
  func summary() {
    let summary = FormDescription.jsonSchemaSummary
    for kind in FormItem.Kind.allCases { #expect(summary.contains(kind.rawValue)) }
    for key in ["name", "direction", "rows", "columns", "type", "id", "title", "height"] {
      #expect(summary.contains("\"\(key)\""))
    }
    for key in ["keyboard", "enabled", "hidden", "group", "for", "lines", "maxLines"] {
      #expect(summary.contains("\"\(key)\""))
    }
  }

  // MARK: Robustness

  @Test("2,000 random mutations of a valid file never crash and report real locations")
  func mutations() {
    let original = Array(Self.complete.utf8)
    let interesting = Array("{}[],:\"\\ \n\r\t0123456789.eE+-tfnu".utf8) + [0, 0x80, 0xC3, 0xFF]
    var random = SeededGenerator(seed: 20_240_601)
    var parsed = 0
    for _ in 0..<2000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let position = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0 where position < bytes.count:
          bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes.removeSubrange(position...)
        case 2: bytes.insert(interesting.randomElement(using: &random) ?? 0, at: position)
        default: if position < bytes.count { bytes.remove(at: position) }
        }
      }
      let lineCount = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
      switch FormDescription.parse(data: Data(bytes)) {
      case .success: parsed += 1
      case .failure(let failure):
        #expect(!failure.errors.isEmpty)
        for error in failure.errors {
          #expect(error.line >= 1 && error.line <= lineCount, "\(error)")
          #expect(error.column >= 1 && error.column <= bytes.count + 1, "\(error)")
        }
      }
    }
    // Most mutations break the file (and were reported above); some leave it valid.
    #expect(parsed > 0 && parsed < 1000, "\(parsed) of 2,000 still parsed")
  }
}
