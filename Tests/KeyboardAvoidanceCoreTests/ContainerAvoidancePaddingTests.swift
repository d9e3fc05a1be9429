import Foundation
import Testing

@testable import KeyboardAvoidanceCore

/// A field's own padding in a UIKit container: the rule the SwiftUI scroll view keeps too.
@Suite("Container avoidance: a field's own padding")
struct ContainerAvoidancePaddingTests {
  @Test(
    "A field's own padding counts where usable; a negative or non-finite one keeps the container's",
    arguments: [(CGFloat(40), CGFloat(40)), (-5, 16), (.nan, 16), (.infinity, 16)])
  func fieldPadding(_ own: CGFloat, _ kept: CGFloat) {
    let host = FakeContainerHost()
    let field = host.addField(y: 700, facts: FieldFacts(isTextField: true, padding: own))
    host.avoidance.inputDidBeginEditing(field)
    host.showKeyboard()
    // The field's bottom ends `kept` points above the keyboard's top (852 − 336 = 516).
    #expect(abs(field.frame.maxY + kept - host.offset.y - 516) < 0.5)
  }
}
