import KeyboardAvoidance
import SwiftUI
import UIKit

/// One screen per way of using the library.
@main
@MainActor
struct DemoApp: App {
  init() {
    // Automatic mode: the "untouched controller" screen relies on it; every other screen has
    // an avoider of its own, which automatic mode leaves alone.
    AutomaticKeyboardAvoidance.enable()
  }

  var body: some Scene {
    WindowGroup {
      NavigationView {
        List {
          Section("UIKit") {
            screen("Tutorial form (table view controller)") { TutorialFormViewController() }
            screen("Scroll view form (TPKeyboardAvoiding way)") { ScrollFormViewController() }
            screen("Table keeping the row centred") { CenteredTableViewController() }
            screen("Automatic mode, untouched controller") { UntouchedViewController() }
            screen("Chat with a send bar") { ChatViewController() }
            screen("Form sheet") { FormSheetLauncherViewController() }
            screen("Long text view") { LongTextViewController() }
          }
          Section("SwiftUI") {
            NavigationLink(destination: CheckoutForm().navigationTitle("Checkout")) {
              Text("Checkout form (the README's)")
            }
          }
        }
        .navigationTitle("KeyboardAvoidance")
      }
      .navigationViewStyle(.stack)
    }
  }

  private func screen(_ title: String, _ make: @escaping @MainActor () -> UIViewController)
    -> some View
  {
    NavigationLink(destination: ControllerScreen(make: make).navigationTitle(title)) {
      Text(title)
    }
  }
}

/// A UIKit screen inside the SwiftUI navigation.
@MainActor
struct ControllerScreen: UIViewControllerRepresentable {
  let make: @MainActor () -> UIViewController

  func makeUIViewController(context: Context) -> UIViewController { make() }
  func updateUIViewController(_ controller: UIViewController, context: Context) {}
}
