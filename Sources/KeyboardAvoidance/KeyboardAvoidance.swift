#if canImport(UIKit)
  @_exported import KeyboardAvoidanceCore
#endif
