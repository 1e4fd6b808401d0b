#!/usr/bin/env bash
# The e2e suite: a fresh production build served by the reference server on a throwaway database,
# driven by Playwright in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash tests/e2e/ensure-chromium.sh
npx rsbuild build
npx playwright test -c tests/e2e/playwright.config.ts "$@"
