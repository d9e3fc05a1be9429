#!/usr/bin/env bash
# Builds the DocC documentation of every catalog (Sources/<Module>/<Module>.docc) into a static
# site under .build/docs/<Module>, with DocC's warnings treated as errors: a broken symbol link,
# a missing article or a malformed directive fails the build.
#
# Symbol graphs:
# - KeyboardAvoidanceCore and KeyboardAvoidanceTesting: built for the host with `swift build`
#   (the same build CI already made) and read with `swift-symbolgraph-extract`.
# - The testing and UIKit modules re-export KeyboardAvoidanceCore (`@_exported import`), so
#   their documentation includes the core's symbols, as their users see them, and their
#   comments may link to core symbols.
# - KeyboardAvoidance (UIKit, iOS only): compiled for arm64-apple-ios15.0 against the iPhoneOS
#   SDK, with the flags Scripts/check-ios.sh uses. Without an SDK its catalog is skipped, with a
#   message saying how to set one up.
#
# Uses only the toolchain's `docc` and `swift-symbolgraph-extract`; no package plugin.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source Scripts/ios-sdk-env.sh

out=.build/docs
graphs=.build/docs-symbol-graphs
package_name=KeyboardAvoidance
min_ios=15.0
host_modules=(KeyboardAvoidanceCore KeyboardAvoidanceTesting)
ios_modules=(KeyboardAvoidanceCore KeyboardAvoidance)  # in dependency order

if command -v docc >/dev/null 2>&1; then
  docc=(docc)
elif [[ "$(uname -s)" == "Darwin" ]] && xcrun --find docc >/dev/null 2>&1; then
  docc=(xcrun docc)
else
  echo "build-docs: no \`docc\` found; it ships with the Swift toolchain (usr/bin/docc)." >&2
  exit 1
fi

rm -rf "$graphs"
mkdir -p "$graphs" "$out"

# 1. Host symbol graphs.
echo "build-docs: swift build --target KeyboardAvoidanceTesting"
swift build --target KeyboardAvoidanceTesting
bin=$(swift build --show-bin-path)
modules_dir=$bin/Modules
[[ -d "$modules_dir" ]] || modules_dir=$bin
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": *"\(.*\)",*$/\1/p' | head -n 1)
host_sdk=()
if [[ "$(uname -s)" == "Darwin" ]]; then host_sdk=(-sdk "$(xcrun --sdk macosx --show-sdk-path)"); fi
for module in "${host_modules[@]}"; do
  mkdir -p "$graphs/$module"
  swift-symbolgraph-extract -module-name "$module" -target "$triple" "${host_sdk[@]}" \
    -I "$modules_dir" -minimum-access-level public -output-dir "$graphs/$module" \
    -experimental-allowed-reexported-modules=KeyboardAvoidanceCore
done

# 2. The UIKit layer's symbol graph, for iOS.
ios_status=skipped
if ios_sdk_flags "$min_ios"; then
  ios_build=.build/docs-ios
  rm -rf "$ios_build"
  mkdir -p "$ios_build"
  for module in "${ios_modules[@]}"; do
    mapfile -t files < <(ios_module_sources "$module" "$ios_build")
    graph_args=()
    if [[ $module == KeyboardAvoidance ]]; then
      mkdir -p "$graphs/$module"
      graph_args=(-emit-symbol-graph -emit-symbol-graph-dir "$graphs/$module"
        -symbol-graph-minimum-access-level public)
    fi
    echo "build-docs: swiftc $module (arm64-apple-ios$min_ios)"
    if ! swiftc "${ios_flags[@]}" -swift-version 6 -parse-as-library -wmo -Onone \
      -module-name "$module" -package-name "$package_name" \
      -emit-module -emit-module-path "$ios_build/$module.swiftmodule" -I "$ios_build" \
      "${graph_args[@]}" "${files[@]}" >"$ios_build/$module.log" 2>&1; then
      cat "$ios_build/$module.log" >&2
      echo "build-docs: $module does not compile for iOS (Scripts/check-ios.sh has details)" >&2
      exit 1
    fi
  done
  ios_status=built
fi

# 3. One static site per catalog.
status=0
for catalog in Sources/*/*.docc; do
  module=$(basename "$catalog" .docc)
  if [[ ! -d "$graphs/$module" ]]; then
    if [[ $module == KeyboardAvoidance && $ios_status == skipped ]]; then
      echo "build-docs: $module: SKIPPED — its symbol graph needs the iPhoneOS SDK."
      ios_sdk_help
      continue
    fi
    echo "build-docs: $module: no symbol graph for this catalog's module" >&2
    status=1
    continue
  fi
  log=$graphs/$module.docc.log
  rm -rf "${out:?}/$module"
  if "${docc[@]}" convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --output-dir "$out/$module" --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" --transform-for-static-hosting \
    --warnings-as-errors >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    status=1
  fi
  count=$(grep -cE '^(warning|error): ' "$log" || true)
  echo "build-docs: $module: $count warnings (as errors), $result -> $out/$module"
  if [[ $result == FAILED ]]; then
    grep -vE '^(Finished|Compiling|Building|Convert|Generat)' "$log" >&2 || true
  fi
done

if [[ $status == 0 ]]; then echo "build-docs: OK"; fi
exit $status
