import KeyboardAvoidance
import UIKit

/// The TPKeyboardAvoiding way: a top-level `KeyboardAvoidingScrollView` with the fields placed
/// straight in it, a toolbar with Previous, Next, Done and the field's title, and a tap outside
/// the fields dismissing the keyboard.
@MainActor
final class ScrollFormViewController: UIViewController {
  override func loadView() {
    let scrollView = KeyboardAvoidingScrollView()
    scrollView.backgroundColor = .systemBackground
    view = scrollView
    var toolbar = KeyboardToolbar.Configuration()
    toolbar.showsFieldTitle = true
    scrollView.keyboardAvoider?.navigation.toolbar = toolbar
    scrollView.keyboardAvoider?.configuration.dismissesKeyboardOnTap = true
    let fields = (1...12).map { FormFields.field("Field \($0)") }
    let stack = UIStackView(arrangedSubviews: fields)
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
      stack.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
      stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      stack.bottomAnchor.constraint(
        equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
    ])
  }
}
