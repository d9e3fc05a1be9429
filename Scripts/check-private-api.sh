#!/usr/bin/env bash
# Fails when Sources name a private UIKit class or selector, swizzle methods, or trap on a queue check.
# KeyboardAvoidance promises public API only; this keeps the promise checked.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='method_exchangeImplementations|class_replaceMethod|method_setImplementation|swizzl|"_UI[A-Za-z]+|UITextEffectsWindow|UIInputSetHostView|UIInputSetContainerView|UIRemoteKeyboardWindow|UIKeyboardImpl|NSClassFromString|valueForKey\("_|perform\(NSSelectorFromString'
if hits=$(grep -rnE "$pattern" Sources Examples 2>/dev/null); then
  echo "check-private-api: private API or swizzling found:" >&2
  echo "$hits" >&2
  exit 1
fi
# A queue check traps where UIKit does not (inside DispatchQueue.main.sync from another queue,
# a main-queue Core Data context's performAndWait, §11.4): main-thread checks read the thread.
if hits=$(grep -rnE 'dispatchPrecondition\(' --include='*.swift' Sources Examples 2>/dev/null \
  | grep -vE ':[0-9]+:[[:space:]]*//'); then
  echo "check-private-api: a main-queue precondition traps where UIKit does not; check Thread.isMainThread:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "check-private-api: OK (no private class names, selectors or swizzling in Sources; no queue preconditions)"
