/// One problem in a form file: where it is, which value it concerns and what is wrong.
///
/// The path names the value like a Swift expression on the file's top-level object, such as
/// `rows[3].columns[1].height`; it is empty for the top-level value itself.
///
/// ```swift
/// let error = FormFileError(
///   line: 3, column: 17, path: "rows[3].columns[1].height",
///   message: "must be a positive number, got -4")
/// print(error)  // 3:17: rows[3].columns[1].height: must be a positive number, got -4
/// ```
public struct FormFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The 1-based line.
  public var line: Int
  /// The 1-based column, in Unicode scalars.
  public var column: Int
  /// The JSON path of the value, like `rows[3].columns[1].height`; empty for the whole file.
  public var path: String
  /// What is wrong, like `must be a positive number, got -4`.
  public var message: String

  /// Creates an error.
  public init(line: Int, column: Int, path: String, message: String) {
    self.line = line
    self.column = column
    self.path = path
    self.message = message
  }

  /// `line:column: path: message`, without the path when it is empty.
  public var description: String {
    path.isEmpty ? "\(line):\(column): \(message)" : "\(line):\(column): \(path): \(message)"
  }
}

/// Every problem found in a form file, in the order they appear in the file.
///
/// ```swift
/// if case .failure(let errors) = FormDescription.parse(json: text) {
///   print(errors)  // one `line:column: path: message` per line
/// }
/// ```
public struct FormFileErrors: Error, Sendable, Equatable, CustomStringConvertible {
  /// The problems, sorted by line, then column (problems at the same place keep their order).
  public var errors: [FormFileError]

  /// Collects `errors`, sorting them by line and column.
  public init(_ errors: [FormFileError]) {
    self.errors = errors.enumerated()
      .sorted { lhs, rhs in
        (lhs.element.line, lhs.element.column, lhs.offset)
          < (rhs.element.line, rhs.element.column, rhs.offset)
      }
      .map(\.element)
  }

  /// One error per line.
  public var description: String {
    errors.map(\.description).joined(separator: "\n")
  }
}
