// The README's UIKit snippets, compiled for iOS by Scripts/check-ios.sh so that the
// documentation cannot drift from the API. Keep the README in sync with this file.
#if canImport(UIKit)
  import KeyboardAvoidance
  import UIKit

  // MARK: 1. Subclasses

  final class SignUpViewController: UIViewController {
    let scrollView = KeyboardAvoidingScrollView()  // or set the class in Interface Builder

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(scrollView)
      scrollView.keyboardAvoider?.configuration.padding = 24  // optional
    }
  }

  // MARK: 2. Attach to a scroll view you do not own

  final class SettingsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      let avoider = KeyboardAvoider.attach(to: tableView)
      avoider.configuration.policy = .center
    }

    func stopAvoiding() {
      tableView.keyboardAvoider?.detach()  // restores everything it changed
    }
  }

  // MARK: 3. Automatic mode

  final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
      _ application: UIApplication,
      didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
      AutomaticKeyboardAvoidance.enable()
      return true
    }
  }

  final class SignatureViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      avoidsKeyboardAutomatically = false  // this screen handles the keyboard itself
    }
  }

  // MARK: 4. A bar pinned to the keyboard

  final class ChatViewController: UIViewController {
    let tableView = KeyboardAvoidingTableView()
    let sendBar = UIView()
    let messageField = UITextField()  // moves with the bar: never "avoided" itself

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(tableView)
      sendBar.addSubview(messageField)
      sendBar.pinToKeyboard(in: view)
      sendBar.heightAnchor.constraint(equalToConstant: 56).isActive = true
      tableView.contentInset.bottom = 56  // room for the bar when the keyboard is down
    }
  }

  // MARK: Validation labels and refresh

  final class LoginViewController: UIViewController {
    let scrollView = KeyboardAvoidingScrollView()
    let emailField = UITextField()
    let emailError = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(scrollView)
      scrollView.addSubview(emailField)
      scrollView.addSubview(emailError)
      emailField.keyboardAvoidanceCompanions = [emailError]  // kept visible with the field
      emailError.isHidden = true
    }

    func showError() {
      UIView.animate(withDuration: 0.25) {
        self.emailError.isHidden = false
        self.view.layoutIfNeeded()
      }
      // The subclass sees the new layout itself; call refresh() after changes it cannot see.
      scrollView.keyboardAvoider?.refresh()
    }
  }
#endif

#if canImport(UIKit)
  import KeyboardAvoidance
  import UIKit

  // MARK: Field navigation

  final class CheckoutViewController: UIViewController, UITextViewDelegate {
    let scrollView = KeyboardAvoidingScrollView()
    let cardField = UITextField()
    let expiryField = UITextField()
    let notesView = UITextView()

    override func viewDidLoad() {
      super.viewDidLoad()
      // Previous / Next / Done above the keyboard (return keys are managed by default).
      scrollView.keyboardAvoider?.navigation.toolbar = KeyboardToolbar.Configuration()
      // Next and Previous stay inside the card's fields.
      cardField.keyboardNavigationGroup = "card"
      expiryField.keyboardNavigationGroup = "card"
      notesView.delegate = self
    }

    // The toolbar's labels in the app's own words (by default the library's, in 16 languages).
    func useOwnLabels() {
      scrollView.keyboardAvoider?.navigation.toolbar = KeyboardToolbar.Configuration(
        accessibilityLabels: (previous: "Previous card field", next: "Next card field", done: "Pay")
      )
    }

    // Return in a text view moves on instead of inserting a newline.
    func textView(
      _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool {
      guard text == "\n" else { return true }
      return !KeyboardNavigator.moveFocus(.next, from: textView)
    }
  }
#endif
