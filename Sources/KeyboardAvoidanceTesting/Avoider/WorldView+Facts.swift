/// The raw facts of a world view, read as the UIKit layer reads them of a `UIView`.
extension WorldView {
  /// What the core needs to know about this view; it decides everything from these facts.
  package var keyboardAvoidanceFacts: ViewFacts {
    let scrollView = self as? WorldScrollView
    return ViewFacts(
      isHidden: isHidden, alpha: alpha, classes: keyboardAvoidanceClasses,
      scrollView: scrollView.map {
        ViewFacts.ScrollFacts(
          contentSize: $0.contentSize, boundsSize: $0.bounds.size,
          alwaysBounceVertical: $0.alwaysBounceVertical,
          flowLayoutScrollDirection: ($0 as? WorldListView)?.flowLayoutScrollDirection,
          compositionalLayoutScrollDirection: ($0 as? WorldListView)?
            .compositionalLayoutScrollDirection,
          isScrollEnabled: $0.isScrollEnabled,
          isList: keyboardAvoidanceClasses.isList)
      },
      avoider: keyboardAvoider?.attachment,
      isPinnedToKeyboard: world?.keyboardPinnedViews.contains { $0 === self } ?? false,
      windowLevel: window?.level, isKeyWindow: window?.isKey,
      isOptedOut: !avoidsKeyboardAutomatically,
      controller: viewController.map { controller in
        let kind: ViewFacts.ControllerFacts.Kind
        switch controller.kind {
        case .content: kind = .content
        case .tableViewController: kind = .tableViewController
        case .collectionViewController: kind = .collectionViewController
        case .container: kind = .container
        case .swiftUIHosting: kind = .swiftUIHosting
        }
        return ViewFacts.ControllerFacts(
          kind: kind, isOptedOut: !controller.avoidsKeyboardAutomatically,
          isPresented: controller.popover != nil,
          popover: controller.popover,
          list: controller.kind.adjustsListForKeyboard
            ? controller.list.map(ObjectIdentifier.init) : nil)
      })
  }
}

extension WorldView {
  /// The UIKit classes this view stands for, one check each, as the UIKit layer reads them.
  package var keyboardAvoidanceClasses: ViewClasses {
    ViewClasses(
      isWindow: self is WorldWindow, isTextField: self is WorldTextField,
      isTextView: self is WorldTextView, isControl: isControl,
      isTableView: self is WorldTableView, isCollectionView: self is WorldCollectionView)
  }
}

extension WorldTextInput {
  /// The input's return key and accessory view as the core reads them.
  package var fieldFacts: FieldFacts {
    let returnKey: FieldFacts.ReturnKey
    switch editing.returnKey {
    case .default: returnKey = .default
    case .next: returnKey = .next
    case .done: returnKey = .done
    case .other: returnKey = .other
    }
    let accessory: FieldFacts.Accessory
    switch editing.accessory {
    case .none: accessory = .none
    case .navigationToolbar: accessory = .navigationToolbar
    case .appOwn: accessory = .other
    }
    return FieldFacts(
      isTextField: self is WorldTextField, returnKey: returnKey,
      isReturnKeyManaged: editing.isReturnKeyManaged, accessory: accessory,
      padding: keyboardAvoidancePadding, isFirstResponder: isFocused,
      delegateHandlesReturn: editing.appHandlesReturn)
  }
}
