import UIKit

/// Small helpers the demo screens share.
@MainActor
enum FormFields {
  /// A rounded text field with a placeholder.
  static func field(_ placeholder: String) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.heightAnchor.constraint(equalToConstant: 44).isActive = true
    return field
  }

  /// A red, hidden validation label.
  static func errorLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.textColor = .systemRed
    label.font = .preferredFont(forTextStyle: .footnote)
    label.isHidden = true
    return label
  }

  /// Pins `view` to the edges of `container`'s safe area (or of the container itself).
  static func pin(_ view: UIView, to container: UIView, safeArea: Bool = false) {
    view.translatesAutoresizingMaskIntoConstraints = false
    let guide = container.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      view.topAnchor.constraint(equalTo: safeArea ? guide.topAnchor : container.topAnchor),
      view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
    ])
  }
}
