# Text with characters past U+FFFF reaches the host's stdout as CPython writes it (a Brython
# str holding such characters is a JS String object, which Node's stream.write refused:
# web/runtime/runtime.js). Only the host's own stream shows it, hence a program.
import sys

s = "\U0001F600 x \U00010348"
print(s, repr(s), len(s))
sys.stdout.write(s[2:] + "\n")
print("mixed", "plain", s, sep="|")
