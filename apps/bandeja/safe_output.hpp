#pragma once
// Every file the CLI writes goes through here, so that a file is never half written and never
// written through a link the director did not make: the content goes to NAME.partial-* beside
// it, is synced to the disk, then renamed onto NAME (a rename replaces a symbolic link there,
// never what it points to), with the permissions of the file it replaces. The folders of the
// path are the director's own choice: a link among them is followed, as by every other tool. A site is built whole in a sibling folder and swapped into place, so
// no page of an older site survives. What is already there is replaced only with --force.
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "bandeja/score/types.hpp"

namespace bandeja::app {

// Removes what a killed write left beside `path`: PATH.partial-PID-N and PATH.old-PID-N files
// or folders whose process PID has ended (a folder's links removed, never followed). What a
// live process is writing is left alone. replace_file and replace_site call it; so does backup.
void remove_stale_partials(const std::filesystem::path& path);

// Why `path` may not be written as a file: a symbolic link (cli.output_symlink: never written
// through, even with --force), a folder (cli.output_is_folder), or a file already there and no
// --force (cli.output_exists). Nothing: it may be.
std::optional<Error> output_refused(const std::filesystem::path& path, bool force);

// Writes `content` to `path`, replacing it, by way of a synced PATH.partial-* renamed onto it;
// cli.cannot_write naming `path` when it cannot. Checks nothing: see output_refused.
Result<void> replace_file(const std::filesystem::path& path, std::string_view content);

// A folder the director named for files (cards): made when missing; refused when it is a
// symbolic link (cli.output_symlink) or not a folder (cli.cannot_create_folder).
Result<void> output_folder(const std::filesystem::path& dir);

// Writes the site `files` (names relative to the site, "A/index.html" in a subfolder) as the
// folder `dir`: built in DIR.partial-*, then swapped with the old folder, which is removed
// (links in it are removed, never followed). A folder with files in it is replaced only with
// `force` (cli.site_exists), and only when it is a site (its index.html: cli.site_not_a_site);
// `dir` a symbolic link or a file is refused (cli.output_symlink, cli.site_not_a_folder).
Result<void> replace_site(const std::filesystem::path& dir, const std::map<std::string, std::string>& files, bool force);

namespace detail {
// replace_site's way where the file system cannot swap two folders in one step (no
// renameat2 RENAME_EXCHANGE): the folder `target` renamed aside to TARGET.old-*, the whole
// folder `built` renamed in, the old one removed without following its links; on a failure the
// old one is put back. True when `built` is now `target`. Here for its test.
bool swap_by_renames(const std::filesystem::path& built, const std::filesystem::path& target);
}  // namespace detail

}  // namespace bandeja::app
