import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension FormDescription {
  /// The JSON form-file schema in words, for a command-line tool's `--help`.
  package static let jsonSchemaSummary: String = """
    A form file is one JSON object (RFC 8259, UTF-8, no comments):

      {
        "name": "Checkout",       required, non-empty string
        "direction": "ltr",       optional: "ltr" (default) or "rtl"
        "rows": [ROW, ...]        required, 1 to \(FormFileReader.maximumRows) rows, top to bottom
      }

    A ROW is an ITEM across the full width, or {"columns": [ITEM, ...]} with 1 to 4 items,
    leading to trailing.

    An ITEM is an object with these keys:
      "type"      required: textField, textView, label, validationLabel, button, spacer,
                  toggle (a switch) or sectionHeader (starts a section in a table or
                  collection view; a label elsewhere)
      "id"        non-empty string, unique in the form; required except for label, spacer
                  and sectionHeader, which otherwise get an automatic id such as "spacer-1"
      "title"     string; defaults to the id
      "height"    number of points, > 0 and <= \(Int(FormFileReader.maximumHeight)); defaults to
                  \(defaultHeights(.textField, .textView, .label)),
                  \(defaultHeights(.validationLabel, .button, .spacer)),
                  \(defaultHeights(.toggle, .sectionHeader))
      "keyboard"  textField and textView only: default, email, numberPad or phonePad
      "enabled"   boolean, default true
      "hidden"    boolean, default false (true for validationLabel)
      "group"     textField and textView only: non-empty navigation group name
      "for"       validationLabel only, and required there: the id of a textField or textView
      "lines"     textView only: integer from 1 to \(FormFileReader.maximumLines), default 1
      "maxLines"  textView only: integer from lines to \(FormFileReader.maximumLines);
                  the text view grows with its text up to this many lines

    For example:

      {"name": "Login", "rows": [
        {"type": "textField", "id": "email", "title": "Email", "keyboard": "email"},
        {"type": "validationLabel", "id": "emailError", "for": "email"},
        {"columns": [{"type": "button", "id": "cancel"}, {"type": "button", "id": "signIn"}]}
      ]}

    Unknown keys and values of the wrong type are errors. Every error in the file is reported,
    one per line, as line:column: path: message, like
    3:17: rows[3].columns[1].height: must be a positive number, got -4
    """

  /// `textField 44, textView 20 per line + 16, …` for `kinds`.
  private static func defaultHeights(_ kinds: FormItem.Kind...) -> String {
    kinds.map { kind in
      let points = { (height: CGFloat) in String(Int(height)) }
      if kind == .textView {
        return "textView \(points(FormItem.lineHeight)) per line + "
          + points(FormItem.textViewPadding)
      }
      return "\(kind.rawValue) \(points(FormItem.defaultHeight(kind)))"
    }
    .joined(separator: ", ")
  }

  /// Reads a form from JSON text, reporting every problem in the file at once.
  ///
  /// The file follows `jsonSchemaSummary`. A syntax error stops the reading at the first one;
  /// otherwise every schema problem is collected, including duplicate ids and `for` references
  /// that name no text input. There is no form at all when there is any error.
  ///
  /// ```swift
  /// switch FormDescription.parse(json: text) {
  /// case .success(let form): print(form.items.count)
  /// case .failure(let errors): print(errors)  // 3:17: rows[3].height: must be a positive …
  /// }
  /// ```
  public static func parse(json: String) -> Result<FormDescription, FormFileErrors> {
    parse(bytes: Array(json.utf8))
  }

  /// Reads a form from the UTF-8 bytes of a JSON file; see ``parse(json:)``.
  public static func parse(data: Data) -> Result<FormDescription, FormFileErrors> {
    parse(bytes: [UInt8](data))
  }

  private static func parse(bytes: [UInt8]) -> Result<FormDescription, FormFileErrors> {
    switch JSONValue.parse(bytes) {
    case .failure(let error):
      let location = error.location
      return .failure(
        FormFileErrors([
          FormFileError(
            line: location.line, column: location.column, path: error.path,
            message: error.message)
        ]))
    case .success(let root):
      var reader = FormFileReader()
      let form = reader.readForm(root)
      if let form, reader.errors.isEmpty { return .success(form) }
      return .failure(FormFileErrors(reader.errors))
    }
  }
}

/// Checks a parsed form file against the schema, collecting every error, and builds the form.
private struct FormFileReader {
  typealias Location = JSONValue.SourceLocation
  typealias Kind = FormItem.Kind

  /// An item's settings, read before ids are resolved.
  struct Draft {
    var kind: Kind
    var id: String?
    var title: String?
    var height: CGFloat?
    var keyboard = FormItem.KeyboardType.default
    var isEnabled = true
    var isHidden: Bool?
    var group: String?
    var validates: String?
    var lines = 1
    var maxLines: Int?
  }

  /// An explicit id, or a `for` reference, with where it is.
  struct Mention {
    var id: String
    var location: Location
    var path: String
    var kind: Kind?
  }

  static let maximumRows = 2000
  static let maximumColumns = 4
  static let maximumHeight: Double = 10_000
  static let maximumLines = 1000
  static let formKeys = ["name", "direction", "rows"]
  static let itemKeys = [
    "type", "id", "title", "height", "keyboard", "enabled", "hidden", "group", "for", "lines",
    "maxLines",
  ]
  static let inputs: [Kind] = [.textField, .textView]

  var errors: [FormFileError] = []
  var ids: [Mention] = []
  var references: [Mention] = []

  mutating func fail(_ location: Location, _ path: String, _ message: String) {
    errors.append(
      FormFileError(line: location.line, column: location.column, path: path, message: message))
  }

  mutating func readForm(_ root: JSONValue) -> FormDescription? {
    guard let members = object(root, "") else { return nil }
    checkKeys(members, allowed: Self.formKeys, "")
    var name: String?
    if let value = root["name"] {
      name = nonEmptyString(value, "name")
    } else {
      fail(root.location, "", "missing required key \"name\"")
    }
    var direction = LayoutDirection.leftToRight
    if let value = root["direction"], let text = oneOf(["ltr", "rtl"], value, "direction") {
      direction = text == "rtl" ? .rightToLeft : .leftToRight
    }
    var rows: [[Draft?]] = []
    if let value = root["rows"] {
      if let elements = array(value, "rows") {
        if elements.isEmpty {
          fail(value.location, "rows", "must have at least one row")
        } else if elements.count > Self.maximumRows {
          fail(
            value.location, "rows",
            "must have at most \(Self.maximumRows) rows, got \(elements.count)")
        }
        for (index, row) in elements.enumerated() {
          rows.append(readRow(row, JSONValue.path("rows", index: index)))
        }
      }
    } else {
      fail(root.location, "", "missing required key \"rows\"")
    }
    checkReferences()
    guard errors.isEmpty, let name else { return nil }
    return FormDescription(name: name, direction: direction, rows: build(rows))
  }

  mutating func readRow(_ value: JSONValue, _ path: String) -> [Draft?] {
    guard let members = object(value, path) else { return [] }
    guard let columns = value["columns"] else { return [readItem(value, path)] }
    checkKeys(members, allowed: ["columns"], path)
    let columnsPath = JSONValue.path(path, key: "columns")
    guard let items = array(columns, columnsPath) else { return [] }
    if items.isEmpty || items.count > Self.maximumColumns {
      fail(
        columns.location, columnsPath,
        "must have 1 to \(Self.maximumColumns) items, got \(items.count)")
    }
    return items.enumerated().map { index, item in
      readItem(item, JSONValue.path(columnsPath, index: index))
    }
  }

  mutating func readItem(_ value: JSONValue, _ path: String) -> Draft? {
    guard let members = object(value, path) else { return nil }
    checkKeys(members, allowed: Self.itemKeys, path)
    let at = { (key: String) in JSONValue.path(path, key: key) }
    var kind: Kind?
    if let type = value["type"] {
      let names = Kind.allCases.map(\.rawValue)
      kind = oneOf(names, type, at("type")).flatMap(Kind.init(rawValue:))
    } else {
      fail(value.location, path, "missing required key \"type\" (or \"columns\" for columns)")
    }
    var draft = Draft(kind: kind ?? .spacer)
    if let id = value["id"] {
      draft.id = nonEmptyString(id, at("id"))
      if let text = draft.id {
        ids.append(Mention(id: text, location: id.location, path: at("id"), kind: kind))
      }
    } else if let kind, ![.label, .spacer, .sectionHeader].contains(kind) {
      fail(value.location, path, "missing required key \"id\" (required for \(kind.rawValue))")
    }
    if let title = value["title"] { draft.title = string(title, at("title")) }
    if let height = value["height"], let number = number(height, at("height")) {
      if number <= 0 {
        fail(height.location, at("height"), "must be a positive number, got \(format(number))")
      } else if number > Self.maximumHeight {
        fail(
          height.location, at("height"),
          "must be at most \(format(Self.maximumHeight)), got \(format(number))")
      } else {
        draft.height = CGFloat(number)
      }
    }
    let keyboards = FormItem.KeyboardType.allCases.map(\.rawValue)
    if let keyboard = restricted("keyboard", value, path, kind, to: Self.inputs),
      let text = oneOf(keyboards, keyboard, at("keyboard"))
    {
      draft.keyboard = FormItem.KeyboardType(rawValue: text) ?? .default
    }
    if let enabled = value["enabled"], let flag = bool(enabled, at("enabled")) {
      draft.isEnabled = flag
    }
    if let hidden = value["hidden"] { draft.isHidden = bool(hidden, at("hidden")) }
    if let group = restricted("group", value, path, kind, to: Self.inputs) {
      draft.group = nonEmptyString(group, at("group"))
    }
    if let target = restricted("for", value, path, kind, to: [.validationLabel]) {
      draft.validates = nonEmptyString(target, at("for"))
      if let text = draft.validates {
        references.append(Mention(id: text, location: target.location, path: at("for")))
      }
    } else if kind == .validationLabel && value["for"] == nil {
      fail(value.location, path, "missing required key \"for\" (the id of the field it checks)")
    }
    var linesAreValid = true
    if let lines = restricted("lines", value, path, kind, to: [.textView]) {
      let count = integer(lines, at("lines"))
      linesAreValid = count != nil
      draft.lines = count ?? 1
    }
    if let maxLines = restricted("maxLines", value, path, kind, to: [.textView]),
      let count = integer(maxLines, at("maxLines"))
    {
      if linesAreValid && count < draft.lines {
        fail(
          maxLines.location, at("maxLines"),
          "must be at least lines (\(draft.lines)), got \(count)")
      }
      draft.maxLines = count
    }
    return kind == nil ? nil : draft
  }

  /// Reports duplicate ids at their second use, and `for` values that name no text input.
  mutating func checkReferences() {
    var first: [String: Mention] = [:]
    for mention in ids {
      if let earlier = first[mention.id] {
        fail(
          mention.location, mention.path,
          "duplicate id \(JSONValue.quote(mention.id)) (first used on line "
            + "\(earlier.location.line), column \(earlier.location.column))")
      } else {
        first[mention.id] = mention
      }
    }
    for reference in references {
      let name = JSONValue.quote(reference.id)
      guard let target = first[reference.id] else {
        fail(reference.location, reference.path, "no item in the form has the id \(name)")
        continue
      }
      if let kind = target.kind, !Self.inputs.contains(kind) {
        fail(
          reference.location, reference.path,
          "must name a textField or textView, but \(name) is a \(kind.rawValue)")
      }
    }
  }

  /// The rows as a form, giving labels and spacers without an id the first free `kind-n`.
  func build(_ drafts: [[Draft?]]) -> [FormRow] {
    var used = Set(ids.map(\.id))
    var counters: [Kind: Int] = [:]
    return drafts.map { row in
      let items = row.compactMap { $0 }.map { draft in
        var id = draft.id ?? ""
        if draft.id == nil {
          var number = counters[draft.kind, default: 0]
          repeat {
            number += 1
            id = "\(draft.kind.rawValue)-\(number)"
          } while used.contains(id)
          counters[draft.kind] = number
          used.insert(id)
        }
        return FormItem(
          draft.kind, id: id, title: draft.title, height: draft.height,
          keyboard: draft.keyboard, isEnabled: draft.isEnabled, isHidden: draft.isHidden,
          group: draft.group, validates: draft.validates, lines: draft.lines,
          maxLines: draft.maxLines)
      }
      return FormRow(columns: items)
    }
  }

  // MARK: Checks that report a problem and return nil

  mutating func checkKeys(_ members: [JSONValue.Member], allowed: [String], _ path: String) {
    for member in members where !allowed.contains(member.key) {
      fail(
        member.keyLocation, JSONValue.path(path, key: member.key),
        "unknown key \(JSONValue.quote(member.key, limit: 40)) (expected one of: "
          + allowed.joined(separator: ", ") + ")")
    }
  }

  /// The value of `key`, reporting it when `kind` (if known) is not one of `kinds`.
  mutating func restricted(
    _ key: String, _ item: JSONValue, _ path: String, _ kind: Kind?, to kinds: [Kind]
  ) -> JSONValue? {
    guard let member = item.member(key) else { return nil }
    guard let kind, !kinds.contains(kind) else { return member.value }
    let names = kinds.map(\.rawValue).joined(separator: " and ")
    fail(
      member.keyLocation, JSONValue.path(path, key: key),
      "\"\(key)\" is only allowed for \(names), not \(kind.rawValue)")
    return nil
  }

  mutating func mismatch(_ value: JSONValue, _ path: String, _ expected: String) {
    fail(value.location, path, "must be \(expected), got \(value.typeName)")
  }

  mutating func object(_ value: JSONValue, _ path: String) -> [JSONValue.Member]? {
    if case .object(let members) = value.content { return members }
    mismatch(value, path, "an object")
    return nil
  }

  mutating func array(_ value: JSONValue, _ path: String) -> [JSONValue]? {
    if case .array(let elements) = value.content { return elements }
    mismatch(value, path, "an array")
    return nil
  }

  mutating func string(_ value: JSONValue, _ path: String) -> String? {
    if case .string(let text) = value.content { return text }
    mismatch(value, path, "a string")
    return nil
  }

  mutating func nonEmptyString(_ value: JSONValue, _ path: String) -> String? {
    guard let text = string(value, path) else { return nil }
    if text.isEmpty { fail(value.location, path, "must not be empty") }
    return text.isEmpty ? nil : text
  }

  mutating func oneOf(_ choices: [String], _ value: JSONValue, _ path: String) -> String? {
    guard let text = string(value, path) else { return nil }
    if choices.contains(text) { return text }
    let list = choices.map { JSONValue.quote($0) }.joined(separator: ", ")
    fail(
      value.location, path, "must be one of \(list), got \(JSONValue.quote(text, limit: 40))")
    return nil
  }

  mutating func bool(_ value: JSONValue, _ path: String) -> Bool? {
    if case .bool(let flag) = value.content { return flag }
    mismatch(value, path, "a boolean")
    return nil
  }

  mutating func number(_ value: JSONValue, _ path: String) -> Double? {
    if case .number(let number) = value.content, number.isFinite { return number }
    mismatch(value, path, "a number")
    return nil
  }

  /// A whole number from 1 to `maximumLines`.
  mutating func integer(_ value: JSONValue, _ path: String) -> Int? {
    guard let number = number(value, path) else { return nil }
    guard number == number.rounded(.towardZero) else {
      fail(value.location, path, "must be an integer, got \(format(number))")
      return nil
    }
    guard number >= 1, number <= Double(Self.maximumLines) else {
      fail(
        value.location, path,
        "must be from 1 to \(Self.maximumLines), got \(format(number))")
      return nil
    }
    return Int(number)
  }

  func format(_ number: Double) -> String {
    if number == number.rounded(.towardZero) && abs(number) < 1e15 { return String(Int(number)) }
    return "\(number)"
  }
}
