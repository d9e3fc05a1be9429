// A share extension's compose screen, compiled by Scripts/check-ios.sh as an app extension is
// (`-application-extension`): the libraries must not reach `UIApplication.shared` or any other
// API an extension cannot use.
#if canImport(UIKit)
  import KeyboardAvoidance
  import UIKit

  /// The extension's principal class: a comment to go with the shared item, in a text view
  /// that keeps its caret above the keyboard, with a title field and Previous/Next/Done.
  final class ShareViewController: UIViewController {
    private let scrollView = KeyboardAvoidingScrollView()
    private let titleField = UITextField()
    private let commentView = UITextView()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      titleField.placeholder = "Title"
      titleField.borderStyle = .roundedRect
      commentView.font = .preferredFont(forTextStyle: .body)
      commentView.adjustsFontForContentSizeCategory = true
      let stack = UIStackView(arrangedSubviews: [titleField, commentView])
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      scrollView.addSubview(stack)
      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        stack.widthAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        commentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 400),
      ])
      scrollView.keyboardAvoider?.navigation.toolbar = KeyboardToolbar.Configuration()
    }

    /// Whether the keyboard covers any of the screen now: the app-wide observer works in an
    /// extension too.
    var keyboardCoversView: Bool { KeyboardObserver.shared.overlap(with: view) > 0 }
  }
#endif
