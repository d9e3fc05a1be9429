#!/usr/bin/env bash
# Fails when Sources name a private UIKit class or selector, or swizzle methods.
# KeyboardAvoidance promises public API only; this keeps the promise checked.
set -euo pipefail
cd "$(dirname "$0")/.."

pattern='method_exchangeImplementations|class_replaceMethod|method_setImplementation|swizzl|"_UI[A-Za-z]+|UITextEffectsWindow|UIInputSetHostView|UIInputSetContainerView|UIRemoteKeyboardWindow|UIKeyboardImpl|NSClassFromString|valueForKey\("_|perform\(NSSelectorFromString'
if hits=$(grep -rnE "$pattern" Sources Examples 2>/dev/null); then
  echo "check-private-api: private API or swizzling found:" >&2
  echo "$hits" >&2
  exit 1
fi
echo "check-private-api: OK (no private class names, selectors or swizzling in Sources)"
