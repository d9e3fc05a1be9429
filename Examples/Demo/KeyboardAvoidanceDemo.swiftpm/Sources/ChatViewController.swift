import KeyboardAvoidance
import UIKit

/// A chat: messages in a table, a send bar pinned to the keyboard that rides it — interactive
/// dismissal included — and the table's bottom inset kept for the bar.
@MainActor
final class ChatViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView()
  private let sendBar = UIView()
  private var messages = (1...30).map { "Message \($0)" }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(tableView)
    FormFields.pin(tableView, to: view)
    tableView.dataSource = self
    tableView.keyboardDismissMode = .interactive
    tableView.contentInset.bottom = 56  // room for the bar while the keyboard is down
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
    KeyboardAvoider.attach(to: tableView)

    sendBar.backgroundColor = .secondarySystemBackground
    let field = FormFields.field("Message")
    field.translatesAutoresizingMaskIntoConstraints = false
    sendBar.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: sendBar.leadingAnchor, constant: 12),
      field.trailingAnchor.constraint(equalTo: sendBar.trailingAnchor, constant: -12),
      field.centerYAnchor.constraint(equalTo: sendBar.centerYAnchor),
    ])
    sendBar.pinToKeyboard(in: view)
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = messages[indexPath.row]
    cell.contentConfiguration = content
    return cell
  }
}
