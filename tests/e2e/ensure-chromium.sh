#!/usr/bin/env bash
# Finds Debian's Chromium for the e2e suite (Playwright's own browser download cannot work here).
# Installs chromium + CJK fonts when missing and we are root with apt; otherwise fails in one line.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "e2e: 安装缺少的软件包 ${missing[*]} ..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  elif [ ! -x "$chromium" ]; then
    echo "e2e: 找不到 Chromium（$chromium）。请运行 'sudo apt-get install -y chromium fonts-noto-cjk' 或设置 CHROMIUM_PATH。" >&2
    exit 1
  fi
fi
[ -x "$chromium" ] || { echo "e2e: Chromium 安装失败（$chromium）" >&2; exit 1; }
