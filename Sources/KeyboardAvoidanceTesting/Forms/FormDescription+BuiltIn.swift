/// The forms the scenario matrix and the CLI use.
extension FormDescription {
  /// A sign-up form for a scroll view: fields, two columns, a validation label, a growing notes
  /// text view and a button.
  public static let signUp = FormDescription(
    name: "Sign-up",
    rows: [
      FormRow(FormItem(.label, id: "heading", title: "Create your account")),
      FormRow(FormItem(.textField, id: "name", title: "Full name")),
      FormRow(FormItem(.textField, id: "email", title: "Email", keyboard: .email)),
      FormRow(
        FormItem(
          .validationLabel, id: "emailError", title: "Enter a valid email", validates: "email")),
      FormRow(FormItem(.textField, id: "password", title: "Password")),
      FormRow(FormItem(.textField, id: "confirm", title: "Confirm password")),
      FormRow(FormItem(.textField, id: "phone", title: "Phone", keyboard: .phonePad)),
      FormRow(FormItem(.textField, id: "company", title: "Company")),
      FormRow(FormItem(.textField, id: "street", title: "Street address")),
      FormRow(columns: [
        FormItem(.textField, id: "city", title: "City"),
        FormItem(.textField, id: "zip", title: "ZIP", keyboard: .numberPad),
      ]),
      FormRow(FormItem(.textView, id: "notes", title: "Notes", lines: 2, maxLines: 6)),
      FormRow(FormItem(.label, id: "terms", title: "By signing up you accept the terms.")),
      FormRow(FormItem(.button, id: "submit", title: "Sign up")),
    ])

  /// A table of `rows` fields, one per row; the rows in `disabled` have disabled fields.
  public static func table(rows: Int = 60, disabled: Set<Int> = []) -> FormDescription {
    FormDescription(
      name: "Table of \(rows) fields",
      rows: (0..<rows).map {
        FormRow(
          FormItem(
            .textField, id: "row-\($0)", title: "Row \($0 + 1)",
            isEnabled: !disabled.contains($0)))
      })
  }

  /// The tutorial's form: a grouped table of `rows` text-field rows, each with a validation label
  /// that appears under its field after a bad entry — in a table or collection view, the label
  /// sits in the field's cell.
  public static func validatedTable(rows: Int = 24) -> FormDescription {
    FormDescription(
      name: "Tutorial sign-up table of \(rows) fields",
      rows: (0..<rows).flatMap { row in
        [
          FormRow(FormItem(.textField, id: "row-\(row)", title: "Row \(row + 1)")),
          FormRow(
            FormItem(
              .validationLabel, id: "row-\(row)-error", title: "Row \(row + 1) is invalid",
              validates: "row-\(row)")),
        ]
      })
  }

  /// Whether a validation label in the form belongs to a field — in a list, it sits in the
  /// field's cell.
  package var validatesInRows: Bool {
    items.contains { $0.kind == .validationLabel && $0.validates != nil }
  }

  /// A settings-style list of `sections` sections of `rowsPerSection` rows of mixed kinds, as
  /// apps build forms from tables (§11.3): a toggle row with no field, a one-field row, a
  /// two-field row, a text-view row and a row that validates, in turn; every third section's
  /// validated field is disabled.
  public static func mixedList(sections: Int = 3, rowsPerSection: Int = 10) -> FormDescription {
    var rows: [FormRow] = []
    for section in 0..<max(1, sections) {
      rows.append(
        FormRow(FormItem(.sectionHeader, id: "s\(section)", title: "Section \(section + 1)")))
      for row in 0..<max(1, rowsPerSection) {
        let id = "s\(section)-r\(row)"
        switch row % 5 {
        case 0:
          rows.append(FormRow(FormItem(.toggle, id: id, title: "Option \(row + 1)")))
        case 1:
          rows.append(FormRow(FormItem(.textField, id: id, title: "Name \(row + 1)")))
        case 2:
          rows.append(
            FormRow(columns: [
              FormItem(.textField, id: "\(id)-city", title: "City"),
              FormItem(.textField, id: "\(id)-zip", title: "ZIP", keyboard: .numberPad),
            ]))
        case 3:
          rows.append(FormRow(FormItem(.textView, id: id, title: "Notes", lines: 2)))
        default:
          rows.append(
            FormRow(
              FormItem(
                .textField, id: id, title: "Email", keyboard: .email,
                isEnabled: section % 3 != 2)))
          rows.append(
            FormRow(
              FormItem(.validationLabel, id: "\(id)-error", title: "Invalid", validates: id)))
        }
      }
    }
    return FormDescription(
      name: "Mixed list of \(sections)×\(rowsPerSection) rows", rows: rows)
  }

  /// A grid of `items` fields for a collection view.
  public static func grid(items: Int = 24) -> FormDescription {
    FormDescription(
      name: "Grid of \(items) fields",
      rows: (0..<items).map {
        FormRow(FormItem(.textField, id: "item-\($0)", title: "Item \($0 + 1)"))
      })
  }

  /// A form whose last input is a text view that grows with its text.
  public static let growingTextView = FormDescription(
    name: "Growing text view",
    rows: [
      FormRow(FormItem(.textField, id: "subject", title: "Subject")),
      FormRow(FormItem(.spacer, id: "gap", height: 360)),
      FormRow(FormItem(.textField, id: "to", title: "To")),
      FormRow(FormItem(.textView, id: "body", title: "Message", lines: 1, maxLines: 12)),
      FormRow(FormItem(.textView, id: "fixed", title: "Long note", height: 480, lines: 30)),
    ])

  /// A plain view's form: a few fields and a button near the bottom of the screen.
  public static let bottomFields = FormDescription(
    name: "Fields near the bottom",
    rows: [
      FormRow(FormItem(.label, id: "welcome", title: "Welcome back")),
      FormRow(FormItem(.textField, id: "user", title: "User name")),
      FormRow(FormItem(.textField, id: "secret", title: "Password")),
      FormRow(
        FormItem(.validationLabel, id: "secretError", title: "Wrong password", validates: "secret")),
      FormRow(FormItem(.button, id: "login", title: "Log in")),
    ])

  /// Fields with validation labels under each.
  public static let validation = FormDescription(
    name: "Validation",
    rows: [
      FormRow(FormItem(.spacer, id: "top", height: 300)),
      FormRow(FormItem(.textField, id: "card", title: "Card number", keyboard: .numberPad)),
      FormRow(
        FormItem(
          .validationLabel, id: "cardError", title: "Card number is invalid", validates: "card")),
      FormRow(FormItem(.textField, id: "expiry", title: "Expiry")),
      FormRow(
        FormItem(
          .validationLabel, id: "expiryError", title: "Card has expired", validates: "expiry")),
      FormRow(FormItem(.textField, id: "cvc", title: "CVC", keyboard: .numberPad)),
      FormRow(
        FormItem(.validationLabel, id: "cvcError", title: "CVC must be 3 digits", validates: "cvc")),
    ])

  /// The form used for a container when none is given.
  package static func builtIn(for container: ContainerKind) -> FormDescription {
    switch container {
    case .scrollView, .swiftUIScrollView: .signUp
    case .tableView, .tableViewController: .table()
    case .collectionView, .collectionViewController: .grid()
    case .plainView: .bottomFields
    }
  }
}
