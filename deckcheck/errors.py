"""User-facing errors: one line naming the file, line and field; the CLI turns them into exit 2."""
from __future__ import annotations


class InputError(Exception):
    """Bad input from a user (a feed, a deck file, an option). Never shown as a traceback."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 field: str | None = None):
        super().__init__(message)
        self.message = message
        self.path = path
        self.line = line
        self.field = field

    def __str__(self) -> str:
        where = ""
        if self.path:
            where = str(self.path)
            if self.line:
                where += f":{self.line}"
            where += ": "
        field = f"{self.field}: " if self.field else ""
        return f"{where}{field}{self.message}"


class InputErrors(InputError):
    """Every problem with one input, all listed (the summary last); nothing was taken from it."""

    def __init__(self, errors: list[InputError], message: str, *, path: str | None = None):
        self.errors = errors
        super().__init__(message, path=path)

    def summary(self) -> str:
        return InputError.__str__(self)

    def __str__(self) -> str:
        return "\n".join([str(e) for e in self.errors] + [self.summary()])


class FeedErrors(InputErrors):
    """Several problems found while validating card feeds; nothing was loaded."""

    def __init__(self, errors: list[InputError]):
        super().__init__(errors, f"{len(errors)} problem(s) in card feeds")

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)
