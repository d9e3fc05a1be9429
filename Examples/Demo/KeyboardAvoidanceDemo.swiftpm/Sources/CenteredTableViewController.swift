import KeyboardAvoidance
import UIKit

/// A table in a plain view controller, attached to, keeping the selected row's field centred
/// in what the keyboard leaves.
@MainActor
final class CenteredTableViewController: UIViewController, UITableViewDataSource {
  private let tableView = UITableView(frame: .zero, style: .insetGrouped)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    FormFields.pin(tableView, to: view)
    tableView.dataSource = self
    tableView.register(FieldCell.self, forCellReuseIdentifier: "field")
    let avoider = KeyboardAvoider.attach(to: tableView)
    avoider.configuration.policy = .center
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath)
    (cell as? FieldCell)?.field.placeholder = "Row \(indexPath.row + 1)"
    return cell
  }
}
