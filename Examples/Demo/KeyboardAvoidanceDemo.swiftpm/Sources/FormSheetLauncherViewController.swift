import KeyboardAvoidance
import UIKit

/// Presents a form as a form sheet: on an iPad the sheet moves up for the keyboard by itself,
/// and the avoider measures the keyboard's overlap in the sheet's own window coordinates.
@MainActor
final class FormSheetLauncherViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Present the form") {
        [weak self] _ in
        let form = UINavigationController(rootViewController: ScrollFormViewController())
        form.modalPresentationStyle = .formSheet
        self?.present(form, animated: true)
      })
    button.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(button)
    NSLayoutConstraint.activate([
      button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
