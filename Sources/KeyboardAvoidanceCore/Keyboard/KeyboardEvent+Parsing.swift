import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension KeyboardEvent {
  /// Parses a keyboard notification by name.
  ///
  /// - Throws: a ``KeyboardEventError``: ``KeyboardEventError/unknownNotification(_:)`` for a
  ///   name that is not one of the six keyboard notifications, and the errors of
  ///   `init(phase:userInfo:)`.
  public init(notificationName: String, userInfo: [AnyHashable: Any]?) throws {
    self = try Self.parse(notificationName: notificationName, userInfo: userInfo).get()
  }

  /// Parses the `userInfo` of a keyboard notification.
  ///
  /// - Throws: a ``KeyboardEventError`` when no usable end frame can be read; see
  ///   ``parse(phase:userInfo:)`` for the rules.
  package init(phase: KeyboardPhase, userInfo: [AnyHashable: Any]?) throws {
    self = try Self.parse(phase: phase, userInfo: userInfo).get()
  }

  /// Parses a keyboard notification by name, with the error typed.
  package static func parse(notificationName: String, userInfo: [AnyHashable: Any]?)
    -> Result<KeyboardEvent, KeyboardEventError>
  {
    guard let phase = KeyboardPhase(rawValue: notificationName) else {
      return .failure(.unknownNotification(notificationName))
    }
    return parse(phase: phase, userInfo: userInfo)
  }

  /// Parses the `userInfo` of a keyboard notification, with the error typed.
  ///
  /// Values may be `CGRect`s or `NSValue`s for frames and any numeric type (`NSNumber`,
  /// `Double`, `Int`…) for the duration, curve and `isLocal`. What cannot be repaired is an
  /// error; what can is repaired as documented on ``Repairs`` and never traps:
  /// - no end frame, or one that is not a finite rectangle: an error; a negative width or height:
  ///   the same rectangle with a positive size;
  /// - begin frame absent or invalid: `nil`;
  /// - duration absent (on a "will" notification), not a number, negative, NaN or infinite:
  ///   0.25 s; a duration of zero is kept and means "immediately";
  /// - curve absent (on a "will" notification) or outside `0...15`: the keyboard curve 7;
  /// - `isLocal` absent or not a Boolean: `true`.
  ///
  /// (The throwing initializers wrap this function; Swift's typed `throws` is avoided because
  /// the Swift 6.3 compiler crashes on it when targeting the iOS 16 SDK.)
  package static func parse(phase: KeyboardPhase, userInfo: [AnyHashable: Any]?)
    -> Result<KeyboardEvent, KeyboardEventError>
  {
    guard let userInfo else { return .failure(.missingUserInfo) }
    var repairs: Repairs = []

    guard let endValue = value(KeyboardUserInfoKey.frameEnd, in: userInfo) else {
      return .failure(.missingEndFrame)
    }
    guard var endFrame = rect(from: endValue) else {
      return .failure(.endFrameNotARect(found: String(describing: type(of: endValue))))
    }
    guard endFrame.isFiniteRect else { return .failure(.nonFiniteEndFrame) }
    if endFrame.size.width < 0 || endFrame.size.height < 0 {
      endFrame = endFrame.standardized
      repairs.insert(.endFrameNegativeSize)
    }

    var beginFrame: CGRect?
    if let beginValue = value(KeyboardUserInfoKey.frameBegin, in: userInfo) {
      if let rect = rect(from: beginValue), rect.isFiniteRect {
        beginFrame = rect
      } else {
        repairs.insert(.beginFrameInvalid)
      }
    } else {
      repairs.insert(.beginFrameMissing)
    }

    let animation = animation(phase: phase, userInfo: userInfo, repairs: &repairs)

    var isLocal = true
    if let localValue = value(KeyboardUserInfoKey.isLocal, in: userInfo) {
      if let flag = bool(from: localValue) {
        isLocal = flag
      } else {
        isLocal = false
        repairs.insert(.isLocalInvalid)
      }
    } else {
      repairs.insert(.isLocalMissing)
    }

    return .success(
      KeyboardEvent(
        phase: phase, beginFrame: beginFrame, endFrame: endFrame, animation: animation,
        isLocal: isLocal, repairs: repairs))
  }

  private static func animation(
    phase: KeyboardPhase, userInfo: [AnyHashable: Any], repairs: inout Repairs
  ) -> KeyboardAnimation? {
    let durationValue = value(KeyboardUserInfoKey.animationDuration, in: userInfo)
    let curveValue = value(KeyboardUserInfoKey.animationCurve, in: userInfo)
    guard phase.isWill || durationValue != nil || curveValue != nil else { return nil }

    var duration = KeyboardAnimation.defaultDuration
    if let durationValue {
      if let seconds = double(from: durationValue), seconds.isFinite, seconds >= 0 {
        duration = min(seconds, KeyboardAnimation.maximumDuration)
        if seconds > KeyboardAnimation.maximumDuration { repairs.insert(.durationTooLong) }
      } else {
        repairs.insert(.durationInvalid)
      }
    } else {
      repairs.insert(.durationMissing)
    }

    var curve = KeyboardAnimationCurve.keyboard
    if let curveValue {
      if let raw = integer(from: curveValue), let known = KeyboardAnimationCurve(rawValue: raw) {
        curve = known
      } else {
        repairs.insert(.curveUnknown)
      }
    } else {
      repairs.insert(.curveMissing)
    }
    return KeyboardAnimation(duration: duration, curve: curve)
  }
}

// MARK: - Reading loosely typed values

extension KeyboardEvent {
  /// Looks a key up, also when the dictionary's keys are `NSString`s that do not compare equal
  /// to Swift strings (as on Linux).
  static func value(_ key: String, in userInfo: [AnyHashable: Any]) -> Any? {
    if let direct = userInfo[key] { return direct }
    for (candidate, value) in userInfo {
      if let string = candidate.base as? NSString, string as String == key { return value }
    }
    return nil
  }

  static func rect(from value: Any) -> CGRect? {
    if let rect = value as? CGRect { return rect }
    #if !canImport(Darwin)
      // swift-corelibs-foundation does not bridge NSValue to CGRect; unbox it only when it
      // really holds a rectangle (rectValue traps on anything else, NSNumber included).
      if let boxed = value as? NSValue, !(boxed is NSNumber),
        String(cString: boxed.objCType).hasPrefix("{CGRect")
      {
        return boxed.rectValue
      }
    #endif
    return nil
  }

  static func double(from value: Any) -> Double? {
    switch value {
    case let number as Double: number
    case let number as CGFloat: Double(number)
    case let number as Float: Double(number)
    case let number as Int: Double(number)
    case let number as NSNumber: number.doubleValue
    default: nil
    }
  }

  static func integer(from value: Any) -> Int? {
    switch value {
    case let number as Int: return number
    case let number as UInt: return number <= UInt(Int.max) ? Int(number) : nil
    case let number as Double:
      guard number.isFinite, number == number.rounded(), abs(number) < 1e9 else { return nil }
      return Int(number)
    case let number as NSNumber:
      let double = number.doubleValue
      guard double.isFinite, double == double.rounded(), abs(double) < 1e9 else { return nil }
      return number.intValue
    default: return nil
    }
  }

  static func bool(from value: Any) -> Bool? {
    switch value {
    case let flag as Bool: flag
    case let number as Int: number != 0
    case let number as NSNumber: number.boolValue
    default: nil
    }
  }
}
