import KeyboardAvoidance
import SwiftUI

/// The README's SwiftUI form: fields with padding, an error kept visible with its field, a
/// `TextEditor` whose caret is kept in view, and Previous/Next/Done for `@FocusState`.
@MainActor
struct SwiftUICheckoutForm: View {
  enum Field: Hashable { case name, email, address, note }

  @FocusState private var focus: Field?
  @State private var name = ""
  @State private var email = ""
  @State private var address = ""
  @State private var note = ""

  var body: some View {
    KeyboardAwareScrollView(padding: 16) {
      VStack(alignment: .leading, spacing: 12) {
        Spacer(minLength: 240)
        TextField("Name", text: $name).keyboardField(Field.name, focus: $focus)
        TextField("Email", text: $email).keyboardField(Field.email, focus: $focus)
        if !email.isEmpty && !email.contains("@") {
          Text("Enter a valid email").foregroundColor(.red)
            .keyboardCompanion(of: Field.email)
        }
        TextField("Address", text: $address).keyboardField(Field.address, focus: $focus)
        TextEditor(text: $note).frame(minHeight: 160)
          .keyboardField(Field.note, focus: $focus, padding: 24)
      }
      .textFieldStyle(.roundedBorder)
      .padding()
    }
    .keyboardNavigation($focus)
    .navigationTitle("Checkout")
  }
}
