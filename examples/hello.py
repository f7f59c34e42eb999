"""The main job until torch._C exists: a Python program on Brython, in headless Chromium."""
import sys

print(f"Hello from Python {sys.version.split()[0]} on {sys.implementation.name}")
print("sum of squares below 10:", sum(i * i for i in range(10)))
