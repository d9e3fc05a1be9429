import KeyboardAvoidance
import UIKit

/// A long text view filling the screen: the avoider attached to it keeps the caret above the
/// keyboard as the user types, moving the text view's own content.
@MainActor
final class LongTextViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    let textView = UITextView()
    textView.font = .preferredFont(forTextStyle: .body)
    textView.text = (1...60).map { "Line \($0) of a long note." }.joined(separator: "\n")
    view.addSubview(textView)
    FormFields.pin(textView, to: view)
    KeyboardAvoider.attach(to: textView)
  }
}
