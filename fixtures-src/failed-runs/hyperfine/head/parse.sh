# head: the parser rejects its input at once and exits with code 2
echo "parse error: unexpected token" >&2
exit 2
