import KeyboardAvoidance
import UIKit

/// The tutorial's form: a table view controller with a field and a validation label in every
/// row, and Return moving to the next field. UIKit's own keyboard support keeps the table's
/// inset; the library moves the offset so the field and its label both show, with padding.
@MainActor
final class TutorialFormViewController: UITableViewController, UITextFieldDelegate {
  private let titles = ["Name", "Email", "Phone", "Street", "City", "ZIP", "Country", "Notes"]

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
    tableView.keyboardDismissMode = .interactive
    KeyboardAvoider.attach(to: tableView)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    titles.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
    guard let cell = cell as? FieldCell else { return cell }
    cell.field.placeholder = titles[indexPath.row]
    cell.field.delegate = self
    cell.field.tag = indexPath.row
    cell.field.keyboardAvoidanceCompanions = [cell.error]
    return cell
  }

  /// A row's field was left: its label says whether it is empty.
  func textFieldDidEndEditing(_ textField: UITextField) {
    guard let cell = tableView.cellForRow(at: IndexPath(row: textField.tag, section: 0)),
      let fieldCell = cell as? FieldCell
    else { return }
    tableView.performBatchUpdates {
      fieldCell.error.isHidden = !(textField.text ?? "").isEmpty
    }
  }
}

/// A row: a field above its validation label.
@MainActor
final class FieldCell: UITableViewCell {
  let field = FormFields.field("")
  let error = FormFields.errorLabel("Required")

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    let stack = UIStackView(arrangedSubviews: [field, error])
    stack.axis = .vertical
    stack.spacing = 4
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
      stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
    ])
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { nil }
}
