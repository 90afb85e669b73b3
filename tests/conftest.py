"""Tests run without a screen: Qt draws offscreen."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
