// The README's SwiftUI snippets, compiled for iOS by Scripts/check-ios.sh so that the
// documentation cannot drift from the API. Keep the README in sync with this file.
#if canImport(UIKit)
  import KeyboardAvoidance
  import SwiftUI

  // MARK: 1. A form in a scroll view, with Previous/Next/Done

  @MainActor
  struct CheckoutForm: View {
    enum Field: Hashable { case name, email, address, note }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var address = ""
    @State private var note = ""

    var body: some View {
      KeyboardAwareScrollView(padding: 16) {
        VStack(alignment: .leading, spacing: 12) {
          TextField("Name", text: $name).keyboardField(Field.name, focus: $focus)
          TextField("Email", text: $email).keyboardField(Field.email, focus: $focus)
          if !email.isEmpty && !email.contains("@") {
            Text("Enter a valid email").foregroundColor(.red)
              .keyboardCompanion(of: Field.email)  // stays visible with the field
          }
          TextField("Address", text: $address).keyboardField(Field.address, focus: $focus)
          TextEditor(text: $note).frame(minHeight: 120)
            .keyboardField(Field.note, focus: $focus)  // its caret is kept in view too
        }
        .padding()
      }
      .keyboardNavigation($focus)  // one toolbar, .next/.done return keys, Return moves on
    }
  }

  // MARK: 2. The keyboard's state, and a bar that moves with it

  @MainActor
  struct ChatInput: View {
    @ObservedObject private var keyboard = KeyboardObserver.shared
    @State private var message = ""

    var body: some View {
      VStack {
        Spacer()
        TextField("Message", text: $message)
          .padding()
          .opacity(keyboard.info.kind == .floating ? 0.9 : 1)
      }
      .animation(.keyboard(keyboard.info.animation), value: keyboard.info)
    }
  }

  // MARK: 3. The same in UIKit code: a task that follows the keyboard

  @MainActor
  func followKeyboard(_ bar: UIView) async {
    for await info in KeyboardObserver.shared.values {
      bar.isHidden = info.kind == .hardware
    }
  }

  // MARK: 4. Navigation only, in a Form (SwiftUI scrolls its rows itself)

  @MainActor
  struct SettingsForm: View {
    @FocusState private var focus: Int?
    @State private var values = ["", "", ""]

    var body: some View {
      Form {
        ForEach(values.indices, id: \.self) { index in
          TextField("Value \(index + 1)", text: $values[index])
            .keyboardField(index, focus: $focus)
        }
      }
      .keyboardNavigation($focus, order: [0, 1, 2])
    }
  }

  // MARK: 5. The library's own bar, where SwiftUI's keyboard toolbar is missing (a sheet)

  @MainActor
  struct FeedbackSheet: View {
    @FocusState private var focus: Int?
    @State private var subject = ""
    @State private var message = ""

    var body: some View {
      KeyboardAwareScrollView {
        VStack(spacing: 12) {
          TextField("Subject", text: $subject)
            .keyboardField(0, focus: $focus)
          TextField("Message", text: $message)
            .keyboardField(1, focus: $focus)
        }
        .padding()
      }
      .keyboardNavigation($focus, bar: .aboveKeyboard)
    }
  }

  // MARK: 6. The bar's labels in the app's own words (by default the library's, in 16 languages)

  @MainActor
  struct LoginForm: View {
    @FocusState private var focus: Int?
    @State private var user = ""
    @State private var password = ""

    var body: some View {
      Form {
        TextField("User", text: $user).keyboardField(0, focus: $focus)
        SecureField("Password", text: $password).keyboardField(1, focus: $focus)
      }
      .keyboardNavigation($focus, labels: (previous: "Up", next: "Down", done: "Close"))
    }
  }
#endif
