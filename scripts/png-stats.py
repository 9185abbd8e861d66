#!/usr/bin/python3
"""Describes a PNG for the end-to-end checks; Debian's python3-pil (hence /usr/bin/python3,
not whatever python3 is first on PATH) reads it.

Usage: scripts/png-stats.py FILE [RRGGBB]
Prints `WIDTHxHEIGHT colours=N match=M`: the size, how many distinct colours it has (1 for a
blank picture), and how many pixels are within 40 of the colour RRGGBB on every channel (0
without it). Exits 1 when the file cannot be read as an image.
"""
import sys

from PIL import Image, UnidentifiedImageError


def main():
    image = Image.open(sys.argv[1]).convert("RGB")
    target = bytes.fromhex(sys.argv[2]) if len(sys.argv) > 2 else None
    counts = image.getcolors(maxcolors=image.width * image.height) or []
    match = 0
    if target:
        for count, pixel in counts:
            if all(abs(a - b) <= 40 for a, b in zip(pixel, target)):
                match += count
    print(f"{image.width}x{image.height} colours={len(counts)} match={match}")


if __name__ == "__main__":
    try:
        main()
    except (OSError, ValueError, UnidentifiedImageError) as error:
        print(f"png-stats: {sys.argv[1]}: {error}", file=sys.stderr)
        sys.exit(1)
