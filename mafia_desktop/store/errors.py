"""What can go wrong with an archive file, in words for the host."""


class ArchiveError(Exception):
    """The archive cannot be used as asked; the file was not changed."""


class NotAnArchive(ArchiveError):
    """Random bytes, or another program's SQLite file."""


class ArchiveTooNew(ArchiveError):
    """Written by a newer version of the app."""


class ArchiveBusy(ArchiveError):
    """Another mafia-desktop process is writing to this archive."""


class UnknownGame(ArchiveError):
    """No game with that id in this archive."""
