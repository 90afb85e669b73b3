<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lv" sourcelanguage="en">
  <context>
    <name>App</name>
    <message>
      <location filename="../../mafia_desktop/app.py" line="31" />
      <location filename="../../mafia_desktop/app.py" line="75" />
      <source>Mafia host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/app.py" line="72" />
      <source>Upgrading the archive to this version: every game is read again once.
Please wait; nothing is lost if this is interrupted.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ArchiveGamesModel</name>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="18" />
      <source>finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="19" />
      <source>unfinished: {stage}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="22" />
      <source>town</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="23" />
      <source>mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="24" />
      <source>draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="35" />
      <source>Started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="37" />
      <source>Club / table / game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="39" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="40" />
      <source>Host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="41" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="43" />
      <source>Winner</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_model.py" line="45" />
      <source>Finished</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ArchivePage</name>
    <message>
      <location filename="../../mafia_desktop/ui/archive_page.py" line="32" />
      <source>Games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/archive_page.py" line="33" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Contests</name>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="28" />
      <source>Club evening</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="29" />
      <source>Tournament</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EventDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="41" />
      <source>Event</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="41" />
      <source>New event</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="49" />
      <source>e.g. Friday club evening</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="61" />
      <source>Edit the numbers…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="78" />
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="79" />
      <source>Kind</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="81" />
      <source>Dates</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="83" />
      <source>to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="85" />
      <source>Tables</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="87" />
      <source>Scoring</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="91" />
      <source>Tie-breaks
(drag to order,
tick to use)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_dialog.py" line="143" />
      <source>{error}. Nothing was saved.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EventPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="82" />
      <source>Table </source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="93" />
      <source>Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="98" />
      <source>Settings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="99" />
      <source>&lt;b&gt;Standings&lt;/b&gt; (finished games)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="103" />
      <source>Standings PDF…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="104" />
      <source>Standings CSV…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="105" />
      <source>All protocols…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="106" />
      <source>Seating plan…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="107" />
      <source>&lt;b&gt;Games&lt;/b&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="112" />
      <source>New game at this table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="115" />
      <source>Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="116" />
      <source>Add games…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="117" />
      <source>Take out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="137" />
      <source>Standings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="177" />
      <source>{event} standings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="184" />
      <source>Standings PDF</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="191" />
      <source>Standings CSV</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="210" />
      <source>Folder for the protocols</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="219" />
      <location filename="../../mafia_desktop/ui/events_page.py" line="222" />
      <source>Export</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="219" />
      <source>Could not write {where}: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="222" />
      <source>Saved: {where}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EventWords</name>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="31" />
      <source>the town wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="32" />
      <source>the mafia wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="33" />
      <source>a draw: everyone left together</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="38" />
      <source>don {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="39" />
      <source>mafia {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="40" />
      <source>sheriff {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="41" />
      <source>commissar {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="42" />
      <source>doctor {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="43" />
      <source>mistress {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="47" />
      <source>New game: {count} players, sport rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="48" />
      <source>New game: {count} players, mastermind rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="49" />
      <source>New game: {count} players, latvian rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="50" />
      <source>New game: {count} players, classic rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="91" />
      <source>{event} — {outcome}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="122" />
      <source>N{night}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="124" />
      <source>D{day}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="125" />
      <source>End</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="125" />
      <source>Setup</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="139" />
      <source>{seats} and {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="154" />
      <source>the talk</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="162" />
      <source>New game: {count} players, {preset} rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="169" />
      <source>table {table}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="170" />
      <source>game {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="171" />
      <source>host {host}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="173" />
      <source>Game labelled: {labels}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="174" />
      <source>Game labels cleared</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="181" />
      <source>Seat {seat} renamed: {old} → {new}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="183" />
      <source>Seat {seat} is now called {new}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="189" />
      <source>Roles dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="196" />
      <source>Roles dealt: civilians only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="197" />
      <source>Roles dealt: {roles}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="202" />
      <source>The mafia's arrangement: seats {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="208" />
      <source>Timer resumed: {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="209" />
      <source>Timer started: {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="216" />
      <source>Timer paused: {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="217" />
      <source>Timer paused: {step} ({time} left)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="222" />
      <source>+{seconds} s for {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="227" />
      <source>{step} ended</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="233" />
      <source>{step} skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="235" />
      <source>{step} skipped ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="241" />
      <source>The host put seat {seat} to the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="244" />
      <source>Seat {by} nominated seat {seat} (instead of seat {old})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="246" />
      <source>Seat {by} nominated seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="261" />
      <source>The host took seat {seat} off the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="262" />
      <source>Seat {by} withdrew his nomination of seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="274" />
      <source>Votes for seat {seat}: {voters} ({count}) + {abstainers} who did not vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="277" />
      <source>Votes for seat {seat}: {voters} ({count})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="279" />
      <source>Votes for seat {seat}: no hands + {abstainers} who did not vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="281" />
      <source>Votes for seat {seat}: no hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="300" />
      <source>All leaving ({seats})? Yes: {yes} ({count} of {voters})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="301" />
      <source>All leaving ({seats})? Yes: none (0 of {voters})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="303" />
      <source>All leaving? Yes: {yes} ({count})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="304" />
      <source>All leaving? Yes: none (0)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="310" />
      <source>Split: seats {seats} speak again, nobody leaves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="318" />
      <source>Night {night}: the mafia shot seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="321" />
      <source>Night {night}: the mafia did not shoot (a miss)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="323" />
      <source>Night {night}: the shots differ (a miss)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="324" />
      <source>{shooter} → none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="325" />
      <source>{shooter} → {target}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="327" />
      <source>Night {night}: the shots differ ({shots}; a miss)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="334" />
      <source>The don checked nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="335" />
      <source>The don checked a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="336" />
      <source>The don checked seat {seat}: the sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="337" />
      <source>The don checked seat {seat}: not the sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="340" />
      <source>The sheriff checked nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="341" />
      <source>The sheriff checked a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="342" />
      <source>The sheriff checked seat {seat}: black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="343" />
      <source>The sheriff checked seat {seat}: red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="346" />
      <source>The commissar checked nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="347" />
      <source>The commissar checked a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="348" />
      <source>The commissar checked seat {seat}: black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="349" />
      <source>The commissar checked seat {seat}: not black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="350" />
      <source>The commissar checked seat {seat}: blocked by the mistress, no answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="388" />
      <source>The doctor saved nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="389" />
      <source>The doctor saved seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="395" />
      <source>The mistress visited nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="396" />
      <source>The mistress visited seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="402" />
      <source>Seat {seat}'s best move: no guess</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="404" />
      <source>Seat {seat}'s best move: {guesses} ({black} black)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="406" />
      <source>Seat {seat}'s best move: {guesses}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="414" />
      <source>Technical foul for seat {seat} ({count}/2)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="417" />
      <source>Foul for seat {seat} ({count}/4)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="419" />
      <source>{foul}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="421" />
      <source>{foul} — penalty on his next speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="428" />
      <source>Seat {seat} removed from the game: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="430" />
      <source>Seat {seat} removed from the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="437" />
      <source>Seat {seat}: {points} point ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="438" />
      <source>Seat {seat}: {points} point</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="440" />
      <source>Seat {seat}: {points} points ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="441" />
      <source>Seat {seat}: {points} points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="448" />
      <location filename="../../mafia_desktop/ui/event_words.py" line="449" />
      <source>Game over: {result}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="455" />
      <source>Undo: the last action taken back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="458" />
      <source>Undo: {action}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="460" />
      <source>Redo: the last undone action put back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="462" />
      <source>Redo: {action}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="478" />
      <source>seat {seat} voted out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="479" />
      <source>seats {seats} voted out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="480" />
      <source>seat {seat} killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="481" />
      <source>seats {seats} killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="494" />
      <source>killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="504" />
      <source>seat {seat} removed ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="505" />
      <source>seat {seat} removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="524" />
      <source>morning: seat {seat} killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="526" />
      <source>morning: the doctor saved the victim</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="527" />
      <source>morning: nobody killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="543" />
      <source>the vote on seats {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="545" />
      <source>the vote on seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="547" />
      <source>tie: revote on seats {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="549" />
      <source>vote on seats {seats} leaving together</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="555" />
      <source>they stay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="568" />
      <source>nobody leaves (seat {seat} led with {votes}: first-day rule)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/event_words.py" line="570" />
      <source>nobody leaves</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>EventsPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="49" />
      <source>1 table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="50" />
      <source>{count} tables</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="52" />
      <source>scoring: {system}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="278" />
      <source>Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="279" />
      <source>New event…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="281" />
      <source>Open</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GameController</name>
    <message>
      <location filename="../../mafia_desktop/ui/controller.py" line="62" />
      <source>Could not save to the archive ({reason}); the action was not recorded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/controller.py" line="79" />
      <source>A tap on a seat does nothing now: use the buttons</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GamePage</name>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="52" />
      <source>ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="127" />
      <source>Nobody has the floor: long-press a seat to give a foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="137" />
      <source>Foul for seat {seat} ({fouls}/4)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="140" />
      <source>Technical foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="141" />
      <source>Remove from the game…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="142" />
      <source>Correct the nickname…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="143" />
      <source>Extra points or penalty…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="148" />
      <source>Remove a player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="149" />
      <source>Why is seat {seat} removed? (he leaves at once, no last word)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="151" />
      <source>disqualified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="154" />
      <source>Nickname</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="154" />
      <source>Nickname of seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="191" />
      <source>Shots differ: each black's target…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="193" />
      <source>Export protocol…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="195" />
      <source>Print protocol…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/game_page.py" line="197" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GamesBrowser</name>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="18" />
      <source>Any result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="19" />
      <source>Town won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="20" />
      <source>Mafia won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="21" />
      <source>Draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="22" />
      <source>Unfinished only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="31" />
      <source>Find a player's games: type a nickname</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="35" />
      <source>From</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="37" />
      <source>to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="65" />
      <source>Replay the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="70" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="71" />
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="96" />
      <source>Any rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="115" />
      <source>1 game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="116" />
      <source>{count} games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_browser.py" line="118" />
      <source>“From” is after “to”: no games</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>GamesModel</name>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="11" />
      <source>Started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="11" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="12" />
      <source>Where</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="12" />
      <source>Stage</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="13" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="24" />
      <source>town won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="24" />
      <source>mafia won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="25" />
      <source>draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="25" />
      <source>finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="27" />
      <source>setting up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="29" />
      <source>roles night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="31" />
      <source>day {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="33" />
      <source>night {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="39" />
      <source>table {table}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/games_model.py" line="40" />
      <source>game {number}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Intents</name>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="49" />
      <source>The mafia shot seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="58" />
      <source>The don checks seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="59" />
      <source>The sheriff checks seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="60" />
      <source>The commissar checks seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="61" />
      <source>The doctor saves seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="62" />
      <source>The mistress visits seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="69" />
      <source>Withdraw seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="71" />
      <source>Seat {by} nominates seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="72" />
      <source>Put to the vote: seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="108" />
      <source>Thank you: {count} for seat {seat} (the rest count for him)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="110" />
      <source>Thank you: {count} for seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="117" />
      <source>Split: {first} and {second}, nobody leaves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="121" />
      <source>Done: {count} for all of them leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="124" />
      <source>Best move: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="125" />
      <source>No best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="128" />
      <source>Miss (no shot, or the shots differ)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="131" />
      <source>No check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="131" />
      <source>Nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="134" />
      <source>Announce the winner and reveal the roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="137" />
      <source>Skip: speech lost (3 fouls)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="137" />
      <source>Next</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="140" />
      <source>Record the arrangement: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="152" />
      <source>Pause</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="154" />
      <source>Start</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="154" />
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/intents.py" line="156" />
      <source>+{seconds} s</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="73" />
      <source>Mafia host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="140" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="155" />
      <source>Games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="156" />
      <source>Archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="157" />
      <source>Events</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="158" />
      <source>Undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="160" />
      <source>Redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="162" />
      <location filename="../../mafia_desktop/ui/window.py" line="198" />
      <source>Show roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="164" />
      <source>Foul on the speaker (F)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="166" />
      <source>Export protocol…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="168" />
      <source>Full screen</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="170" />
      <source>Settings…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="171" />
      <source>About</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="198" />
      <source>Hide roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="249" />
      <source>Replay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="250" />
      <source>This game cannot be replayed: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="270" />
      <source>The game was moved to the trash (Games → Trash restores it)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="285" />
      <location filename="../../mafia_desktop/ui/window.py" line="288" />
      <location filename="../../mafia_desktop/ui/window.py" line="294" />
      <source>Export JSON</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="286" />
      <location filename="../../mafia_desktop/ui/window.py" line="443" />
      <source>This game cannot be exported: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="295" />
      <source>The file could not be written: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="297" />
      <source>Saved: {path}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="353" />
      <source>Open game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="404" />
      <source>&lt;h3&gt;Mafia host {version}&lt;/h3&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="405" />
      <source>&lt;p&gt;mafia-desktop {version}, MIT licence.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="406" />
      <source>&lt;p&gt;&lt;b&gt;The archive&lt;/b&gt; (every game, one file):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;To back it up, copy that file while the app is closed.&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="409" />
      <source>&lt;p&gt;&lt;b&gt;Font&lt;/b&gt;: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and DejaVu licence: free to use, copy, modify and redistribute; the full text is under “Show Details”).&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="412" />
      <source>&lt;p&gt;Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).&lt;/p&gt;</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="419" />
      <source>About Mafia host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="442" />
      <location filename="../../mafia_desktop/ui/window.py" line="445" />
      <location filename="../../mafia_desktop/ui/window.py" line="451" />
      <source>Export protocol</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="452" />
      <source>The protocol could not be written: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/window.py" line="455" />
      <source>Protocol saved: {path}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="38" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="44" />
      <source>{preset} — {words}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="57" />
      <source>Deal the cards at random</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="58" />
      <source>Enter the cards by hand</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="68" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="70" />
      <source>Preset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="71" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="75" />
      <source>Club options</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="77" />
      <source>Game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="79" />
      <source>Club</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="79" />
      <source>Tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="80" />
      <source>Table №</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="80" />
      <source>Game №</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="81" />
      <source>Host (judge)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="83" />
      <source>Seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="86" />
      <source>Shuffle the seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="109" />
      <source>Start the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="141" />
      <source>Cards: {cards}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="142" />
      <source>{count} × {role}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="176" />
      <source>nickname of seat {seat}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>OptionWords</name>
    <message>
      <location filename="../../mafia_desktop/ui/option_words.py" line="17" />
      <source>10 players, sheriff and don (Crime Time / FIIM)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/option_words.py" line="18" />
      <source>10 players, day 0 and the split (Hebrew club rules)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/option_words.py" line="19" />
      <source>up to 13, commissar and doctor, two nominations each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/option_words.py" line="20" />
      <source>any table, optional doctor, mistress, commissar (party rules)</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PickGames</name>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="230" />
      <source>Add games to the event</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="244" />
      <source>Games outside any event, the latest first:</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/events_page.py" line="245" />
      <source>Every game belongs to an event already.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PlayerPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="78" />
      <source>Unknown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="79" />
      <source>{role} {wins} of {games} won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="93" />
      <source>Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="99" />
      <source>Rename or merge…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="105" />
      <location filename="../../mafia_desktop/ui/player_page.py" line="270" />
      <source>games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="105" />
      <source>wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="105" />
      <source>won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="106" />
      <source>killed first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="106" />
      <location filename="../../mafia_desktop/ui/player_page.py" line="214" />
      <source>best move: blacks / named</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="107" />
      <source>fouls per game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="107" />
      <source>removals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="115" />
      <source>No finished games yet: results by role appear after the first finished game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="143" />
      <source>Replay the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="156" />
      <source>Results by role</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="186" />
      <source>Games ({count})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="187" />
      <source>Games: none yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="193" />
      <source>Figures count finished games outside the trash; the list also shows {count} unfinished game(s).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="195" />
      <source>Figures count finished games outside the trash.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="199" />
      <source>Finished games outside the trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="203" />
      <source>Games in which this player was the first shot at night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="208" />
      <source>Named {named} seat(s) in best moves, {black} of them black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="210" />
      <source>best move: blacks / named ({percent})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="213" />
      <source>No best move yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="215" />
      <source>{fouls} foul(s) in all</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="217" />
      <source>Games in which this player was removed from the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="235" />
      <source>Won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="238" />
      <source>Lost or drawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="300" />
      <source>A player needs a name: nothing was changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="311" />
      <source>{error}.

Nothing was changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="327" />
      <location filename="../../mafia_desktop/ui/player_page.py" line="344" />
      <location filename="../../mafia_desktop/ui/player_page.py" line="347" />
      <source>Rename or merge</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="328" />
      <source>New name for {player}.
The name of another player merges the two into one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="335" />
      <source>Merge two players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/player_page.py" line="336" />
      <source>{new} is already a player.

{old} has {old_games} game(s), {new} has {new_games}.
Merge {old} into {new}? All {all_games} game(s) will count for {new}; the games keep the name they were recorded under, and {old} will find {new}.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PlayersModel</name>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="30" />
      <source>role not recorded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="31" />
      <source>Role not recorded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="72" />
      <source>won {wins} of {games}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="73" />
      <source>won {wins} of {games} ({percent})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="79" />
      <source>{player}: no finished game yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="80" />
      <source>{role}: {record}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="98" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="99" />
      <source>The player's name in the archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="100" />
      <source>Games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="101" />
      <source>Finished games outside the trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="102" />
      <source>Wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="103" />
      <source>Win %</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="106" />
      <source>Wins over games played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="118" />
      <source>{player} has not played {role} yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="120" />
      <source>As {role}: {record}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="124" />
      <source>Win % as {role} (a dash: never played {role})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="131" />
      <source>Named {named} seat(s) in best moves, {black} of them black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="138" />
      <source>{fouls} foul(s) in {games} game(s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="144" />
      <source>Killed first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="146" />
      <source>Games in which the player was the first shot at night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="147" />
      <source>Best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="149" />
      <source>Blacks named / seats named in best moves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="150" />
      <source>Fouls / game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="151" />
      <source>Fouls per game played</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="152" />
      <source>Removals</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_model.py" line="153" />
      <source>Games in which the player was removed from the table</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PlayersPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/players_page.py" line="66" />
      <source>Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_page.py" line="70" />
      <source>Find a player: type any part of the name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_page.py" line="94" />
      <source>Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_page.py" line="138" />
      <source>{shown} of {total} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/players_page.py" line="139" />
      <source>{total} players</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>PointsDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="11" />
      <source>Points for seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="12" />
      <source>e.g. 0.3 or -0.5</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="13" />
      <source>why (printed on the protocol)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="17" />
      <source>Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="21" />
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="22" />
      <source>Reason</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/points_dialog.py" line="37" />
      <source>'{text}' is not a number</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Printing</name>
    <message>
      <location filename="../../mafia_desktop/ui/printing.py" line="51" />
      <source>Print protocol</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/printing.py" line="52" />
      <source>The protocol could not be printed: {reason}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ProtocolWords</name>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="61" />
      <source>MAFIA GAME PROTOCOL</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="62" />
      <source>UNFINISHED</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="63" />
      <source>The game was not finished: roles, night actions and the best move's score stay hidden.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="68" />
      <source>Civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="69" />
      <source>Sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="70" />
      <source>Commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="71" />
      <source>Doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="72" />
      <source>Mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="73" />
      <source>Mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="74" />
      <source>Don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="77" />
      <source>Civilians</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="80" />
      <source>1 civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="81" />
      <location filename="../../mafia_desktop/protocol/words.py" line="281" />
      <source>sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="82" />
      <source>commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="83" />
      <location filename="../../mafia_desktop/protocol/words.py" line="330" />
      <source>doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="84" />
      <location filename="../../mafia_desktop/protocol/words.py" line="331" />
      <source>mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="85" />
      <source>1 mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="86" />
      <source>don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="90" />
      <source>{count} civilians</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="91" />
      <source>{count} sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="92" />
      <source>{count} commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="93" />
      <source>{count} doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="94" />
      <source>{count} mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="95" />
      <source>{count} mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="96" />
      <source>{count} don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="103" />
      <source>The town (red team) wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="104" />
      <source>The mafia (black team) wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="105" />
      <source>Draw: nobody wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="107" />
      <source>No winner: the game is unfinished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="110" />
      <source>Sport (FIIM-style, Crime Time rules 2013)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="111" />
      <source>Mastermind (Hebrew club rules)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="112" />
      <source>Latvian rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="113" />
      <source>Classic (party rules, evening points)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="118" />
      <source>Club</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="119" />
      <source>Tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="120" />
      <source>Date</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="121" />
      <source>Time</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="122" />
      <source>Table №</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="123" />
      <source>Game №</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="124" />
      <location filename="../../mafia_desktop/protocol/words.py" line="143" />
      <source>Host (judge)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="126" />
      <source>№</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="127" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="128" />
      <source>Role</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="129" />
      <source>Fouls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="130" />
      <source>Left the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="131" />
      <source>Points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="132" />
      <source>Tech.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="134" />
      <source>R</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="135" />
      <source>× a foul · R in a dark box: removed from the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="136" />
      <source>Day: nominations and votes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="137" />
      <source>Night: shot, checks, morning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="138" />
      <source>Result</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="139" />
      <source>Winning team</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="140" />
      <source>Roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="141" />
      <source>Best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="142" />
      <source>hidden until the game ends</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="144" />
      <location filename="../../mafia_desktop/protocol/words.py" line="145" />
      <source>Players' captain</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="146" />
      <source>Notes (protests, comments)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="147" />
      <source>Penalties explained</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="149" />
      <source>foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="150" />
      <source>technical foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="151" />
      <source>removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="152" />
      <source>disqualified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="153" />
      <source>Rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="154" />
      <source>Changed from the preset</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="155" />
      <location filename="../../mafia_desktop/protocol/words.py" line="262" />
      <source>none</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="156" />
      <source>The log holds no game: there is nothing to print</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="160" />
      <source>Page {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="164" />
      <source>Game id {id}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="170" />
      <source>{penalty}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="177" />
      <source>Points {points}: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="178" />
      <source>Points {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="185" />
      <source>Day {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="191" />
      <source>Night {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="195" />
      <source>killed, day {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="196" />
      <source>killed, night {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="197" />
      <source>voted out, day {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="198" />
      <source>voted out, night {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="199" />
      <source>removed, day {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="200" />
      <source>removed, night {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="213" />
      <source>{departure} ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="219" />
      <source>Vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="221" />
      <source>Revote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="222" />
      <source>Revote {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="228" />
      <source>Did not vote: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="230" />
      <source>Did not vote in the revote: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="231" />
      <source>Did not vote in the revote {number}: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="236" />
      <source>Nominated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="237" />
      <source>Put to the vote by the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="238" />
      <source>Withdrawn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="239" />
      <source>Nobody nominated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="240" />
      <source>+{seats} did not vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="241" />
      <source>All {seats} to leave?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="242" />
      <source>All {seats} to leave? (the vote was still under way)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="244" />
      <source>a majority, they all leave</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="245" />
      <source>no majority, they all stay</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="247" />
      <source>{yes} yes of {voters} ({seats}): {result}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="248" />
      <source>{yes} yes of {voters}: {result}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="249" />
      <source>Split: {seats} tie by custom, each speaks 30 s more; nobody leaves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="250" />
      <source>Left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="251" />
      <source>Nobody left</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="252" />
      <source>Nobody left ({rule})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="253" />
      <source>Removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="254" />
      <source>{seat} ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="255" />
      <source>Speech skipped</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="256" />
      <source>The game ends.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="259" />
      <source>Shots</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="260" />
      <source>Shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="261" />
      <source>no shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="263" />
      <source>hit {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="264" />
      <source>hit {seat}, saved by the doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="265" />
      <source>miss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="266" />
      <source>The don's arrangement: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="267" />
      <source>Morning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="270" />
      <source>Don checked {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="271" />
      <source>Sheriff checked {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="272" />
      <source>Commissar checked {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="275" />
      <source>Don: no check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="276" />
      <source>Sheriff: no check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="277" />
      <source>Commissar: no check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="282" />
      <source>not the sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="283" />
      <location filename="../../mafia_desktop/protocol/words.py" line="285" />
      <source>black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="284" />
      <source>red</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="286" />
      <source>not black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="288" />
      <source>blocked by the mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="289" />
      <source>Doctor saved {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="290" />
      <source>Doctor saved {seat} (blocked by the mistress)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="291" />
      <source>Doctor: nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="292" />
      <source>Mistress visited {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="293" />
      <source>Mistress: nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="300" />
      <source>Seat {seat} named nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="302" />
      <source>Seat {seat} named {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="304" />
      <source>Seat {seat} named {seats}: {black} of them black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="311" />
      <source>speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="312" />
      <source>last word</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="313" />
      <source>tie speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="314" />
      <source>mafia agreement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="315" />
      <source>role meeting</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="316" />
      <source>don's check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="317" />
      <source>sheriff's check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="318" />
      <source>best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="319" />
      <source>open talk</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="320" />
      <source>open talk per player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="321" />
      <source>penalty speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="322" />
      <source>warning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="326" />
      <source>shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="327" />
      <source>don check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="328" />
      <source>sheriff check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="329" />
      <source>commissar check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="339" />
      <source>{count} players: {roles}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="347" />
      <location filename="../../mafia_desktop/protocol/words.py" line="370" />
      <source>{option}: {value}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="351" />
      <source>table of {roles}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="353" />
      <source>{timer} {seconds} s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="357" />
      <source>timers: {timers}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="359" />
      <source>up to {count} nominations per speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="362" />
      <source>the doctor may save himself any number of times</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="363" />
      <source>the doctor may save himself {count} time(s) a game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="365" />
      <source>days counted from {day}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="369" />
      <source>night order: {steps}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/words.py" line="391" />
      <source>{seats} and {seat}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ReplayPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="42" />
      <source>The town won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="43" />
      <source>The mafia won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="44" />
      <source>A draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="46" />
      <source>Sport rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="47" />
      <source>Mastermind rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="48" />
      <source>Latvian rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="49" />
      <source>Classic rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="90" />
      <source>Table {table}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="91" />
      <source>Game {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="94" />
      <source>Unfinished ({phase})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="98" />
      <source>Finished</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="100" />
      <source>{preset} rules</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="101" />
      <source>{count} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="102" />
      <source>host {host}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="113" />
      <source>d MMM yyyy, HH:mm</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="139" />
      <source>ROLES VISIBLE TO ANYONE WHO LOOKS — “Hide roles” or Ctrl+R hides them</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="144" />
      <source>← Back to the list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="145" />
      <location filename="../../mafia_desktop/ui/replay_page.py" line="369" />
      <source>Show roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="148" />
      <source>Resume the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="150" />
      <source>Export PDF…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="152" />
      <source>Export JSON…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="154" />
      <location filename="../../mafia_desktop/ui/replay_page.py" line="284" />
      <source>Move to trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="200" />
      <source>|◀ First</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="201" />
      <source>◀ Back</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="202" />
      <source>Forward ▶</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="203" />
      <source>Last ▶|</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="282" />
      <source>A finished game cannot be resumed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="284" />
      <source>In the trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="293" />
      <source>{number}. {tag} · {event}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="369" />
      <source>Hide roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="387" />
      <source>Step {number} of {count} · {tag}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="390" />
      <source>Now: {phase} — {headline}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="392" />
      <source>Now: {phase}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>RuleWords</name>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="23" />
      <source>discussion</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="24" />
      <source>one speech each, nominations inside it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="25" />
      <source>open talk, then one or two nominations each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="26" />
      <source>open talk, the host puts players to the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="27" />
      <source>first-day vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="28" />
      <source>a single nominee means no vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="29" />
      <source>the leaders do not leave, they speak 30 s more</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="30" />
      <source>a single leader stays; tied players can still leave together</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="32" />
      <source>the leader leaves only if he voted for himself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="33" />
      <source>no vote on the first day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="34" />
      <source>a tie in the revote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="35" />
      <source>revote among the top; all equal → vote on all leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="36" />
      <source>vote on all of them leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="37" />
      <location filename="../../mafia_desktop/rule_words.py" line="43" />
      <location filename="../../mafia_desktop/rule_words.py" line="49" />
      <source>nobody leaves</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="38" />
      <source>vote on all leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="39" />
      <source>every living player votes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="40" />
      <source>the nominees do not vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="41" />
      <source>a tie with four alive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="42" />
      <source>vote on both leaving as usual</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="44" />
      <source>a three-way tie with nine alive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="45" />
      <source>as usual</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="46" />
      <source>no further vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="47" />
      <source>no further vote after the first round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="48" />
      <source>everyone at the table tied</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="50" />
      <source>a vote on all leaving; passed, the game is a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="51" />
      <source>revote order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="52" />
      <source>as the first vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="53" />
      <source>reversed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="54" />
      <source>first speaker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="55" />
      <source>the next after the previous day's first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="56" />
      <source>the day ends after the previous day's last speaker</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="57" />
      <source>the lowest living seat every day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="58" />
      <source>withdrawing a nomination</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="59" />
      <source>allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="60" />
      <source>a new nomination replaces one's own</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="61" />
      <source>not allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="62" />
      <source>best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="63" />
      <source>the first killed names three</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="64" />
      <source>not recorded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="65" />
      <source>third foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="66" />
      <source>the next speech is lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="67" />
      <source>the next speech is cut to 30 s</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="68" />
      <source>no penalty</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="69" />
      <source>the shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="70" />
      <source>each black shoots; a hit needs all on one seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="71" />
      <source>the mafia agree on one victim</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="76" />
      <source>nominees voted on in seat order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="77" />
      <source>nominees voted on in nomination order</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="78" />
      <source>a missing vote counts for the last nominee</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="79" />
      <source>a missing vote is lost</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="80" />
      <source>a nominee may vote for himself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="81" />
      <source>a nominee may not vote for himself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="82" />
      <source>the first-day split is allowed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="83" />
      <source>no first-day split</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="84" />
      <source>a removal cancels the day's vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="85" />
      <source>a removal does not cancel the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="86" />
      <source>technical fouls counted, the second removes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="87" />
      <source>no technical fouls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="88" />
      <source>the last to leave speaks before the win is announced</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="89" />
      <source>the win is announced at once</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="90" />
      <source>the don's minute runs even when he is gone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="91" />
      <source>no don's step once he is gone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="92" />
      <source>a killed commissar has a last word</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="93" />
      <source>a killed commissar has no last word</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="94" />
      <source>the mafia win when they equal the town</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="95" />
      <source>the mafia win only when the town is gone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="96" />
      <source>the mistress blocks her visitee's action</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="97" />
      <source>the mistress blocks nothing</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="98" />
      <source>a leaving player shows his card</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="99" />
      <source>cards stay hidden</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="100" />
      <source>evening points kept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/rule_words.py" line="101" />
      <source>no points</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SeatMap</name>
    <message>
      <location filename="../../mafia_desktop/ui/seatmap.py" line="33" />
      <source>killed {when}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatmap.py" line="34" />
      <source>voted {when}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatmap.py" line="35" />
      <source>removed {when}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatmap.py" line="180" />
      <source>#{place}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatmap.py" line="183" />
      <source>→{seat}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SeatView</name>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="20" />
      <source>civ</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="21" />
      <source>sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="22" />
      <source>commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="23" />
      <source>doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="24" />
      <source>mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="25" />
      <source>mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="26" />
      <source>don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="81" />
      <source>N{night}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seatview.py" line="83" />
      <source>D{day}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SeatingDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="19" />
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="90" />
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="96" />
      <source>Seating plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="24" />
      <source>One player per line</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="26" />
      <source>Two players per line, kept at different tables: Anna / Boris</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="32" />
      <source>Make the plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="35" />
      <source>Save the plan as PDF…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="42" />
      <source>Players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="43" />
      <source>Kept apart</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="44" />
      <source>Tables</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="45" />
      <source>Games per player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="46" />
      <source>Seats per table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="63" />
      <source>Write two players per line with a slash between them: {line}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="78" />
      <source>Rounds: {rounds}. Seats: each player's seat counts differ by at most {spread}. Two players meet between {fewest} and {most} times; pairs that never meet: {never}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="89" />
      <source>{title} seating plan.pdf</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="89" />
      <source>Tournament</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="97" />
      <source>Could not write {path}: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/seating_dialog.py" line="99" />
      <source>Saved: {path}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SeatingWords</name>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="62" />
      <source>Seating plan</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="63" />
      <source>Round {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="64" />
      <source>Table {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="65" />
      <source>Seat {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="66" />
      <source>Sitting out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="67" />
      <source>Find your seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="68" />
      <source>T2 · S7: table 2, seat 7. — : sits the round out.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="69" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="70" />
      <source>R{number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="71" />
      <source>T{table} · S{seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="73" />
      <source>Page {number}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="75" />
      <source>{count} players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="76" />
      <source>1 table of {size}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="77" />
      <source>{count} tables of {size}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="78" />
      <source>1 game each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="79" />
      <source>{count} games each</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="80" />
      <source>1 round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="81" />
      <source>{count} rounds</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/settings_dialog.py" line="18" />
      <source>Settings</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/settings_dialog.py" line="24" />
      <source>The window is built again in the chosen language; the game on the table stays where it is.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/settings_dialog.py" line="32" />
      <source>Language</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>ShotsDialog</name>
    <message>
      <location filename="../../mafia_desktop/ui/shots_dialog.py" line="10" />
      <source>no shot / two shots</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/shots_dialog.py" line="16" />
      <source>Each black player's shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/shots_dialog.py" line="18" />
      <source>Who shot where? A hit needs every black player on the same seat.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/shots_dialog.py" line="25" />
      <source>seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/shots_dialog.py" line="27" />
      <source>Seat {seat} shot</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Standings</name>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="75" />
      <source>extra + penalties + best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="76" />
      <source>wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="77" />
      <source>wins as don or sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="78" />
      <source>times killed first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="79" />
      <source>best-move points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="80" />
      <source>fewer games</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StandingsModel</name>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="20" />
      <source>unknown</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="21" />
      <source>{role} {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="27" />
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="28" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="29" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="30" />
      <source>Games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="31" />
      <source>Wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="32" />
      <source>Wins by role</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="33" />
      <source>Extra</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="34" />
      <source>Penalties</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="35" />
      <source>Best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="36" />
      <source>Ci</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/standings_model.py" line="37" />
      <source>Killed first</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StandingsWords</name>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="71" />
      <source>STANDINGS</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="72" />
      <source>Place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="73" />
      <source>Player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="74" />
      <source>Total</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="75" />
      <source>Games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="76" />
      <source>Wins</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="77" />
      <source>Wins by role</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="78" />
      <source>Extra</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="79" />
      <source>Penalties</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="80" />
      <source>Best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="81" />
      <source>Ci</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="82" />
      <source>Killed first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="83" />
      <source>Scoring system</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="84" />
      <source>Ties on the total are broken by</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="85" />
      <source>nothing: equal totals share a place</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="86" />
      <source>No finished game in this event yet: nobody has points.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="87" />
      <source>Extra: the host's extra points · Penalties: removals and the host's penalties · Ci: compensation for being shot first in a game the town lost · Killed first: times shot on the first night · 4–6: players equal on the total and every tie-break share places 4 to 6</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="96" />
      <source>civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="97" />
      <source>sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="98" />
      <source>commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="99" />
      <source>doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="100" />
      <source>mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="101" />
      <source>mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="102" />
      <source>don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="151" />
      <source>{role} {wins}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="164" />
      <source>1 game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="165" />
      <source>{count} games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="176" />
      <source>{tiebreaks}, then {tiebreak}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/protocol/standings.py" line="283" />
      <source>Page {number}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>StartPage</name>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="17" />
      <source>Unfinished games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="18" />
      <source>Finished games</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="19" />
      <source>Trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="31" />
      <source>Mafia host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="36" />
      <source>New game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="50" />
      <location filename="../../mafia_desktop/ui/start_page.py" line="97" />
      <source>Resume</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="52" />
      <source>Export protocol…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="54" />
      <source>Print protocol…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="56" />
      <location filename="../../mafia_desktop/ui/start_page.py" line="101" />
      <source>Move to trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="58" />
      <source>Empty the trash…</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="94" />
      <source>No unfinished games: start a new one.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="95" />
      <source>No finished games yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="96" />
      <source>The trash is empty.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="97" />
      <source>Open</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="101" />
      <source>Restore</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="129" />
      <source>Empty the trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/start_page.py" line="130" />
      <source>Delete the {count} game(s) in the trash for good? This cannot be undone.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>SystemEditor</name>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="24" />
      <source>Win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="25" />
      <source>Loss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="26" />
      <source>Removed by fouls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="27" />
      <source>Disqualified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="28" />
      <source>First-killed compensation, up to</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="29" />
      <source>Count the host's extra points and penalties</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="30" />
      <source>A town win scores every red player (not only the survivors)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="43" />
      <source>Scoring table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="47" />
      <source>{name} (ours)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="52" />
      <source>Name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="62" />
      <source>Best move, {count} black named</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="77" />
      <source>Starting from {name}: {description}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/system_editor.py" line="101" />
      <source>{error}. Nothing was saved.</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>Wording</name>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="24" />
      <source>civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="25" />
      <source>sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="26" />
      <source>commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="27" />
      <source>doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="28" />
      <source>mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="29" />
      <source>mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="30" />
      <source>don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="34" />
      <source>Civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="35" />
      <source>Sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="36" />
      <source>Commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="37" />
      <source>Doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="38" />
      <source>Mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="39" />
      <source>Mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="40" />
      <source>Don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="42" />
      <source>The town wins!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="43" />
      <source>The mafia wins!</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="44" />
      <source>A draw: everyone left together.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="47" />
      <source>The civilian meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="48" />
      <source>The sheriff meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="49" />
      <source>The commissar meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="50" />
      <source>The doctor meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="51" />
      <source>The mistress meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="52" />
      <source>The mafia meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="53" />
      <source>The don meets the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="109" />
      <source>{seats} and {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="115" />
      <source>Setup</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="117" />
      <source>Game over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="120" />
      <source>Roles night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="121" />
      <source>Night {night}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="122" />
      <source>Day {day}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="138" />
      <source>Nothing to do</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="151" />
      <source>Seat {seat} has lost this speech (3 fouls)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="152" />
      <source>He may still nominate</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="153" />
      <source>He may still nominate: tap the seat he names.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="155" />
      <source>Seat {seat} nominates ({seconds} s)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="157" />
      <source>Tap the one or two seat(s) he names.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="158" />
      <source>Tap the one or only one seat(s) he names.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="160" />
      <source>Seat {seat} speaks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="161" />
      <source>Tap a seat to nominate it; tap it again to withdraw.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="172" />
      <source>No nominees yet.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="176" />
      <source>host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="177" />
      <source>{seat} (by {nominators})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="179" />
      <source>Nominees: {nominees}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="184" />
      <source>Discussion: everyone talks</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="185" />
      <source>Tap the seats the town puts to the vote; tap again to take one off.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="188" />
      <source>Open talk: everyone</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="195" />
      <source>Revote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="198" />
      <source>Vote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="201" />
      <source>Hands: {seats} ({count})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="204" />
      <source>Hands: none yet (0)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="206" />
      <source>Still to vote: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="207" />
      <source>Still to vote: nobody</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="209" />
      <source>Whoever has not voted counts for seat {seat}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="212" />
      <source>seat {seat}: {votes}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="214" />
      <source>So far: {counts}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="219" />
      <source>Who is for seats {seats} all leaving?</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="222" />
      <source>Yes: {seats} ({count}); {needed} of {voters} needed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="225" />
      <source>Yes: none yet (0); {needed} of {voters} needed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="229" />
      <source>The mafia shoot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="230" />
      <source>The mafia shoot: tap the seat they all shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="232" />
      <source>Different seats, no shot or two shots → Miss.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="236" />
      <source>Black players: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="252" />
      <source>The don has left: his time passes without a check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="253" />
      <source>The don (seat {seat}) checks a seat: tap it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="254" />
      <source>The don (seat {seat}) checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="255" />
      <source>The don checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="258" />
      <source>The sheriff has left: his time passes without a check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="259" />
      <source>The sheriff (seat {seat}) checks a seat: tap it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="260" />
      <source>The sheriff (seat {seat}) checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="261" />
      <source>The sheriff checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="264" />
      <source>The commissar has left: his time passes without a check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="265" />
      <source>The commissar (seat {seat}) checks a seat: tap it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="266" />
      <source>The commissar (seat {seat}) checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="267" />
      <source>The commissar checks a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="270" />
      <source>The doctor has left: his time passes without a check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="271" />
      <source>The doctor (seat {seat}) saves a seat: tap it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="272" />
      <source>The doctor (seat {seat}) saves a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="273" />
      <source>The doctor saves a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="276" />
      <source>The mistress has left: his time passes without a check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="277" />
      <source>The mistress (seat {seat}) visits a seat: tap it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="278" />
      <source>The mistress (seat {seat}) visits a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="279" />
      <source>The mistress visits a seat</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="293" />
      <source>Not seat {seat} again (saved last night).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="299" />
      <source>Seat {seat}'s best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="300" />
      <source>Seat {seat}'s best move: tap up to three seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="301" />
      <source>Chosen: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="302" />
      <source>Chosen: none yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="306" />
      <source>Deal the roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="314" />
      <source>Seat {seat} justifies himself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="318" />
      <source>Seat {seat} speaks again</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="322" />
      <source>The mafia meet and agree</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="325" />
      <source>Static arrangement: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="326" />
      <source>Static arrangement: tap up to three seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="330" />
      <source>Seat {seat}'s last word (killed)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="331" />
      <source>Seat {seat}'s last word (voted out)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="337" />
      <source>Seat {seat}'s last word (leaves)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="343" />
      <source>Announce it and reveal every role.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="374" />
      <source>Morning: {news}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="381" />
      <source>Then: {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="383" />
      <source>Then: {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="385" />
      <source>Then: night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="386" />
      <source>Then: the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="388" />
      <source>Then: morning</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="395" />
      <source>The commissar checked seat {seat}: BLACK</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="396" />
      <source>The commissar checked seat {seat}: not black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="397" />
      <source>The commissar checked seat {seat}: blocked: no answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="399" />
      <source>The sheriff checked seat {seat}: BLACK</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="400" />
      <source>The sheriff checked seat {seat}: RED</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="401" />
      <source>The sheriff checked seat {seat}: blocked: no answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="403" />
      <source>The don checked seat {seat}: THE SHERIFF</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="404" />
      <source>The don checked seat {seat}: not the sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="405" />
      <source>The don checked seat {seat}: blocked: no answer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/wording.py" line="427" />
      <source>{role}: {seats}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>archive</name>
    <message>
      <location filename="../../mafia_desktop/__main__.py" line="247" />
      <source>{day!r} is not a date (YYYY-MM-DD)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="57" />
      <source>{count} events but {stamps} time stamps</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="117" />
      <source>There is no archive at {path} yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="119" />
      <source>{path} is from an older mafia-desktop; open it once in the app (or import into it) to upgrade it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="127" />
      <source>The archive {path} cannot be opened for writing ({error})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="142" />
      <source>The archive {path} cannot be opened ({error})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="222" />
      <source>This archive was opened for reading only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="234" />
      <source>A game starts with its creation event</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="280" />
      <source>The events were not saved ({error})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="286" />
      <location filename="../../mafia_desktop/store/archive.py" line="404" />
      <location filename="../../mafia_desktop/store/archive.py" line="433" />
      <source>No game {game} in this archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="409" />
      <source>Game {game} has a damaged event: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="422" />
      <source>Game {game} cannot be replayed: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="434" />
      <source>{game} matches {count} games; give more of the id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="493" />
      <source>There is no player {name!r} in the archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="496" />
      <source>A player needs a name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="498" />
      <source>{name} is already called so</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="503" />
      <source>{name!r} is another name of {owner}: rename to {owner} to merge</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="511" />
      <source>{old} and {new} sat at the same table in {count} game(s): they are two people, not one</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="50" />
      <source>An event needs a name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="52" />
      <source>An event is a club evening or a tournament, not {kind!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="55" />
      <source>{date!r} is not a date (YYYY-MM-DD)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="57" />
      <source>The event ends ({ends}) before it starts ({starts})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="59" />
      <source>An event has at least one table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="87" />
      <source>An event has no {fields}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="104" />
      <source>The event {name!r} has a damaged scoring system: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="122" />
      <source>No event {event} in this archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="140" />
      <source>This game belongs to the event {name!r}; move it from there</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="176" />
      <source>Game {game} of this event cannot be read: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="203" />
      <source>{name!r} is a built-in system: save yours under another name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/contests.py" line="206" />
      <source>There is a scoring system called {name!r} already</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="151" />
      <source>not a game record (expected a JSON object)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="159" />
      <source>not a record this app knows (Polemica version 4, mafiaratings, or a mafia-desktop bundle)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="168" />
      <source>{game}: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="182" />
      <source>{game} is in the archive with a different history; the archive's version was kept</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/locking.py" line="52" />
      <source>The archive {name} is open in another mafia-desktop (process {process}). Close it there first; nothing was changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/__init__.py" line="31" />
      <source>{game}: malformed record ({kind}: {detail})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="39" />
      <source>bundle version {version!r} is not supported (expected {expected})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="43" />
      <source>the bundle has no game id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="47" />
      <source>{game}: the bundle's events are not a list</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="51" />
      <source>{game}: event {position} is not an event</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="55" />
      <source>{game}: event {position}: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/bundle.py" line="59" />
      <source>{game}: the bundle holds no events</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="89" />
      <source>Not a mafiaratings game record: it has no id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="113" />
      <source>{game}: unknown winner {winner!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="141" />
      <source>{game}: the record lacks the details a replay needs (features {missing!r}: nominations, voting, shooting)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="150" />
      <source>{game}: rules {rules!r} are not {count} digits</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="160" />
      <source>{game}: rules {rules!r}: no value {digit} for {option}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="170" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="101" />
      <source>{game}: seat {seat} has an unknown role {role!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="376" />
      <source>{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="380" />
      <source>{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="385" />
      <source>{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="417" />
      <source>{game}: nothing to export before the roles are dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="451" />
      <source>{game}: the {option} rule {value!r} has no mafiaratings digit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="459" />
      <source>{game}: the mafiaratings format cannot record these rules: {options}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="38" />
      <source>Not a Polemica game record: it has no id</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="41" />
      <source>{game}: only Polemica records of version 4 can be read (this one is {version!r})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="61" />
      <source>{game}: unknown result {result!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="92" />
      <source>{game}: the players' positions are {positions}, not 1 to {count}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="108" />
      <source>{game}: unknown first-day rule zeroVoting={rule!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="341" />
      <source>{game}: {where}: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="563" />
      <source>{game}: the record says {expected}, but under the rules {actual}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="163" />
      <source>{path} is a folder, not an archive file</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="167" />
      <source>{path} is not a mafia-desktop archive (not an SQLite database). The file was not changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="177" />
      <source>{path} is an SQLite database of another program, not a mafia-desktop archive. The file was not changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="181" />
      <source>{path} has no schema version: it is not a usable archive. The file was not changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="187" />
      <source>{path} cannot be read as an archive ({error}). The file was not changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/schema.py" line="190" />
      <source>{path} was written by a newer mafia-desktop (archive version {version}; this one reads up to {supported}). Update the app; the file was not changed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/replay_page.py" line="269" />
      <source>Game {game} cannot be replayed: {reason}</source>
      <translation type="unfinished" />
    </message>
  </context>
  <context>
    <name>rules</name>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="49" />
      <source>Seat {seat} has no card ({role!r} is not a role)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="56" />
      <location filename="../../mafia_desktop/engine/validate.py" line="28" />
      <source>The game has not been set up yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="69" />
      <source>third foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="70" />
      <source>skipped by the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="191" />
      <source>Nobody has won yet</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="197" />
      <location filename="../../mafia_desktop/engine/fold.py" line="53" />
      <source>Nothing to undo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/commands.py" line="203" />
      <location filename="../../mafia_desktop/engine/fold.py" line="54" />
      <source>Nothing to redo</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/errors.py" line="53" />
      <source>{earlier}, {later}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/errors.py" line="54" />
      <source>{earlier}; {later}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/events.py" line="294" />
      <source>Unknown event type {kind!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/events.py" line="304" />
      <source>Malformed {kind} event: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="25" />
      <source>Nobody was nominated: no vote today.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="26" />
      <source>Only one nominee on the first day: no vote. [004 §2.2.1]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="27" />
      <source>No vote on the first day (club rule).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="28" />
      <source>Exactly four players at the table: nobody leaves. [004 §2.4.2]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="29" />
      <source>Every player at the table is tied: nobody leaves, night falls.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/flow.py" line="33" />
      <source>Seat {seat} was removed: no vote today (monster rule). [004 §2.4.3]</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/fold.py" line="60" />
      <source>Event {number} ({kind}): {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/fold.py" line="317" />
      <source>fourth foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/fold.py" line="318" />
      <source>second technical foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/fold.py" line="320" />
      <location filename="../../mafia_desktop/engine/points.py" line="291" />
      <source>disqualified</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/narration.py" line="22" />
      <source>Seat {seat} was killed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/narration.py" line="24" />
      <source>The mafia shot, but the doctor saved the victim.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/narration.py" line="26" />
      <source>The mafia missed: nobody was killed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/narration.py" line="31" />
      <source>The commissar's check found a black player.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/narration.py" line="32" />
      <source>The commissar's check found a player who is not black.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="131" />
      <source>host: {reason}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="163" />
      <source>Not a {kind} scoring table: {data!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="167" />
      <source>Unknown scoring option(s): {options}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="171" />
      <source>Malformed scoring table: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="176" />
      <source>A scoring system needs a name</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="181" />
      <source>host_adjustments is true or false, not {value!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="197" />
      <source>town_all is true or false, not {value!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="202" />
      <source>black win: {count} red players dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="206" />
      <source>red win: {count} at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="211" />
      <source>black win: each surviving black gets the number of red players dealt</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="212" />
      <source>red win: each red player gets the number still at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="213" />
      <source>red win: each surviving red player gets the number still at the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="240" />
      <source>The first-killed compensation cannot be negative</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="252" />
      <source>best move: {count} black named</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="264" />
      <source>removed by fouls ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="266" />
      <source>disqualified ({reason})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="271" />
      <source>win {win}, loss {loss}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="273" />
      <source>{count} black → {points}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="275" />
      <source>best move {scale}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="276" />
      <source>removed by fouls {fouls}, disqualified {disqualified}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="279" />
      <source>first-killed compensation up to {cap}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="288" />
      <source>win</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="289" />
      <source>loss</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="290" />
      <source>removed by fouls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="292" />
      <source>the host's extra points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="317" />
      <source>compensation cap</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="332" />
      <location filename="../../mafia_desktop/engine/points.py" line="338" />
      <source>The {what} must be a number, not {value!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="348" />
      <source>A best move names 0 to 3 black players, not {blacks!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="349" />
      <source>best move points for {count} black</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="351" />
      <source>The best move table maps black players named to points, not {value!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="393" />
      <source>Unknown sport version {version!r}; choose one of {versions}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="416" />
      <source>Unknown scoring system {name!r}; choose one of {systems}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/points.py" line="425" />
      <source>Unknown kind of scoring system {kind!r}; choose one of {kinds}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="37" />
      <source>civilian</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="38" />
      <source>sheriff</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="39" />
      <source>commissar</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="40" />
      <source>doctor</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="41" />
      <source>mistress</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="42" />
      <source>mafia</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/roles.py" line="43" />
      <source>don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="186" />
      <location filename="../../mafia_desktop/engine/ruleset.py" line="280" />
      <source>Unknown ruleset option(s): {options}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="275" />
      <source>Unknown ruleset {name!r}; choose one of {presets}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="284" />
      <source>Bad ruleset option: {error}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="307" />
      <source>The Latvian table seats at most 13 players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="309" />
      <source>A game needs at least one mafia player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="311" />
      <source>The mafia must start outnumbered by the town</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="315" />
      <source>The {preset} preset has no {role}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="317" />
      <source>There can be only one {role}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="321" />
      <source>The sport table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/ruleset.py" line="322" />
      <source>The mastermind table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="149" />
      <source>Round {round} has a table that is not {size} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="152" />
      <source>Round {round} seats a player twice or one not listed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="155" />
      <source>A pair kept apart names a player not listed.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="263" />
      <source>Every player needs a name; one of them is blank.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="266" />
      <source>"{first}" and "{second}" are the same player: give every player a different name.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="274" />
      <source>A table needs at least {minimum} seats (you asked for {size}).</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="277" />
      <source>A plan needs at least one table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="279" />
      <source>Every player must play at least one game.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="281" />
      <source>{count} players cannot fill a table of {size}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="285" />
      <source>{count} players fill at most 1 table of {size}; {tables} tables need {needed} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="287" />
      <source>{count} players fill at most {fit} tables of {size}; {tables} tables need {needed} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="296" />
      <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of 1 table of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="301" />
      <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of {tables} tables of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="319" />
      <source>{lower} or {higher}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="329" />
      <source>"{name}" is kept apart from someone but is not among the players.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="332" />
      <source>"{name}" cannot be kept apart from himself.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="376" />
      <source>At one table players kept apart cannot both play a round, but {first} and {second} both play round {round}. Add a table or unlock the pair.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="379" />
      <source>In round {round} the players kept apart ({who}) cannot be spread over {tables} tables of {size}. Unlock a pair or add a table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/seating.py" line="399" />
      <source>Too many players are locked apart to check every way of seating them; unlock some pairs.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/standings.py" line="88" />
      <source>Unknown tie-break {names}; known: {known}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="54" />
      <source>dealing the roles</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="55" />
      <source>the mafia's agreement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="56" />
      <source>the mafia's shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="57" />
      <source>the don's check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="58" />
      <source>the sheriff's check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="59" />
      <source>the commissar's check</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="60" />
      <source>the doctor's save</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="61" />
      <source>the mistress's visit</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="62" />
      <source>the open talk</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="63" />
      <source>the vote on all of them leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="64" />
      <location filename="../../mafia_desktop/store/records/replay.py" line="81" />
      <location filename="../../mafia_desktop/store/records/replay.py" line="435" />
      <source>the end of the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="69" />
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="231" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="163" />
      <source>seat {seat}'s best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="70" />
      <source>seat {seat}'s last word</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="71" />
      <source>seat {seat}'s speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="72" />
      <source>seat {seat}'s justification</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="73" />
      <source>seat {seat}'s extra speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="74" />
      <source>the vote on seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="79" />
      <source>the sheriff meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="80" />
      <source>the commissar meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="81" />
      <source>the doctor meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="82" />
      <source>the mistress meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="83" />
      <source>the don meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="91" />
      <source>nothing (the game is over)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/steps.py" line="93" />
      <source>the {role} meeting the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="30" />
      <source>The game is over</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="36" />
      <source>{event} cannot be recorded</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="44" />
      <location filename="../../mafia_desktop/engine/validate.py" line="73" />
      <source>Not now: the table is at {step}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="49" />
      <source>There is no seat {seat} at this table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="79" />
      <location filename="../../mafia_desktop/engine/validate.py" line="101" />
      <source>Seat {seat} needs a nickname</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="80" />
      <source>Every seat needs a nickname</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="83" />
      <source>Seat {seat} is already called {nickname!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="92" />
      <source>This game has already been set up</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="96" />
      <source>The table has {size} seats but {count} nicknames were given</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="104" />
      <source>Seats {first} and {seat} have the same nickname {nickname!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="110" />
      <source>The club label must be text of at most 200 characters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="111" />
      <source>The tournament label must be text of at most 200 characters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="112" />
      <source>The table label must be text of at most 200 characters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="113" />
      <source>The number label must be text of at most 200 characters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="114" />
      <source>The host label must be text of at most 200 characters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="136" />
      <source>Deal one card to each of the {size} seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="141" />
      <source>The deal has {dealt} × {role}; this table needs {wanted}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="149" />
      <source>The arrangement names one to three seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="152" />
      <source>Seat {seat} is listed twice in the arrangement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="160" />
      <source>Not now: {step} has no timer</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="168" />
      <source>Seat {seat} has lost this speech (third foul)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="171" />
      <source>The timer is already running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="178" />
      <source>The timer is not running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="180" />
      <source>The pause comes before the timer started</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="187" />
      <source>Add a positive number of seconds</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="196" />
      <source>Seat {seat} has lost this speech (third foul): skip it</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="199" />
      <source>Seat {seat} must nominate one or two players before the next turn</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="209" />
      <source>Seat {seat} may not skip his turn: every player nominates</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="224" />
      <source>In this game the players nominate, not the host</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="229" />
      <source>In this game the host puts players to the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="231" />
      <source>Seat {seat} can nominate only during his own speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="232" />
      <source>Seat {seat} has left the table and cannot be nominated</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="236" />
      <source>Seat {seat} is already on the ballot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="240" />
      <source>Seat {seat} has already nominated seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="245" />
      <source>Seat {seat} already nominated today: seat {named} (withdraw it first)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="248" />
      <source>Seat {seat} already nominated today: seat {named}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="249" />
      <source>Seat {seat} has already nominated {limit} players today: {named}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="257" />
      <source>In this game only the nominating player withdraws</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="260" />
      <location filename="../../mafia_desktop/engine/validate.py" line="322" />
      <source>Seat {seat} is not on the ballot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="263" />
      <source>Withdrawing a nomination is not allowed in this game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="267" />
      <source>Seat {seat} can withdraw only during his own speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="269" />
      <source>Seat {seat} has not nominated seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="272" />
      <source>Seat {seat} is listed twice among the hands</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="273" />
      <source>Seat {seat} has left the table and cannot vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="280" />
      <source>The vote now is on seat {seat}, not seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="288" />
      <source>Seat {seat} does not vote in this round</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="290" />
      <source>Seat {seat} already voted, for seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="292" />
      <source>Seat {seat} is a candidate and cannot vote against himself</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="303" />
      <source>Seat {seat} is one of the candidates and does not vote now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="309" />
      <source>This game has no split</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="312" />
      <source>The split is for the first day only</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="316" />
      <source>The split replaces the first vote: undo the votes first</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="318" />
      <source>A split names two nominees</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="319" />
      <source>Seat {seat} is listed twice in the split</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="330" />
      <source>No shot on the first night</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="333" />
      <source>Seat {seat} is listed twice among the shooters</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="338" />
      <source>Seat {seat} is not a black player at the table and does not shoot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="343" />
      <source>Record a shot (or no shot) for every black player: seat {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="346" />
      <source>In this game the mafia agree on one victim</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="351" />
      <source>The don has left the table: no check tonight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="352" />
      <source>The sheriff has left the table: no check tonight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="353" />
      <source>The commissar has left the table: no check tonight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="354" />
      <source>The doctor has left the table: no save tonight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="355" />
      <source>The mistress has left the table: no visit tonight</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="391" />
      <source>Seat {seat} has left the table and cannot be saved</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="393" />
      <source>The doctor saved seat {seat} last night and cannot save him two nights running</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="398" />
      <source>The doctor has already saved himself as often as this game allows</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="407" />
      <source>Seat {seat} has left the table and cannot be visited</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="409" />
      <source>The mistress visits another player</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="417" />
      <source>The best move names at most three seats</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="418" />
      <source>Seat {seat} is listed twice in the best move</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="422" />
      <source>The best move names other players</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="431" />
      <source>Fouls are given once the game has begun</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="434" />
      <source>Seat {seat} has left the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="436" />
      <source>This game does not count technical fouls</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="443" />
      <source>Removals come once the game has begun</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="445" />
      <source>Seat {seat} has already left the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="455" />
      <source>Write why seat {seat} gets these points</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="458" />
      <source>Points are a number, not {points!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="461" />
      <source>Give a number of points other than zero</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="463" />
      <source>Points have at most two decimals ({points} is too fine)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="476" />
      <source>The rules say the red team won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="477" />
      <source>The rules say the black team won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/engine/validate.py" line="478" />
      <source>The rules say the draw team won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="534" />
      <source>{old} merged into {new}: {moved} game(s) moved, {count} in all now</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/archive.py" line="536" />
      <source>{old} is now called {new} ({count} game(s))</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="57" />
      <source>{file}: cannot be read as JSON ({error})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="63" />
      <source>{file}: holds no game record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="80" />
      <source>{file} (game {position})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="86" />
      <source>{file}: {problem}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="89" />
      <source>{file}: malformed record ({kind}: {problem})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="96" />
      <source>{source} game {id}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="100" />
      <source>{game} is already in the archive (in the trash: restore it to see it)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="101" />
      <location filename="../../mafia_desktop/store/importing.py" line="175" />
      <source>{game} is already in the archive</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="111" />
      <location filename="../../mafia_desktop/store/importing.py" line="180" />
      <source>added {count} events to {game}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="119" />
      <source>replaces the earlier version of {game} ({id}), now in the trash</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="135" />
      <source>the start time {moment!r} is not a date: the import time is used</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/importing.py" line="168" />
      <location filename="../../mafia_desktop/store/importing.py" line="175" />
      <location filename="../../mafia_desktop/store/importing.py" line="181" />
      <source>game {id}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="122" />
      <source>The record counts fouls without saying when: each player's fouls are given in his own last word, or at the end for those still at the table.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="147" />
      <source>The record names no rules: the sport preset's are used.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="156" />
      <source>The {option} rule (digit {digit}) is not played by this app: ignored.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="188" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="122" />
      <source>day {day}, seat {seat}'s speech</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="189" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="123" />
      <source>seat {seat}'s nomination of seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="200" />
      <source>seat {seat}'s voting on day {day}: true/false comes last</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="203" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="126" />
      <source>day {day}, the vote on all of them leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="204" />
      <source>seat {seat}'s yes</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="205" />
      <source>seat {seat}'s no</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="208" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="130" />
      <source>day {day}, vote round {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="209" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="131" />
      <source>seat {seat}'s vote for seat {nominee}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="220" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="142" />
      <source>night {night}, the mafia's shot</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="221" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="143" />
      <source>seat {seat}'s shot at seat {target}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="226" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="150" />
      <source>the check of seat {seat}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="232" />
      <source>seat {seat}'s best move {guesses}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="243" />
      <source>night 0, the arrangement</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="244" />
      <source>the arrangement {seats}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="266" />
      <source>seat {seat}: unknown death type {kind!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="291" />
      <source>Seat {seat} left ({kind}) on the record's round {round} without a time: removed at the start of day {day}'s discussion.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="296" />
      <source>seat {seat}'s {kind} does not say when</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="332" />
      <source>Seat {seat}'s removal at {time!r}: placed at the end of day {day}'s discussion.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="349" />
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="359" />
      <location filename="../../mafia_desktop/store/records/polemica.py" line="190" />
      <source>seat {seat}'s foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="351" />
      <source>seat {seat}'s {kind}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="364" />
      <source>{what} ({where}) could not be placed: the rules gave no such moment.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="390" />
      <source>killed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="390" />
      <source>voted out</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="391" />
      <source>removed</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="391" />
      <source>leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="395" />
      <source>{what} on night {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="397" />
      <source>{what} on day {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/mafiaratings.py" line="398" />
      <source>{what} on {phase} {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="67" />
      <source>The record stands at an unknown stage {stage!r}: {note}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="69" />
      <source>The record has a result but stands at {stage!r}; it is read as finished.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="127" />
      <source>seat {seat}'s vote for all of them leaving</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="147" />
      <source>a check by role {role!r} (only 0, the don, and 3, the sheriff, check)</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="164" />
      <source>seat {seat}'s guesses {guesses}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="173" />
      <source>guess.mafs of seat(s) {seats} not recorded: only the first player killed at night makes a best move.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="189" />
      <source>seat {seat}'s technical foul</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="204" />
      <source>seat {seat}'s disqualification does not say when it happened</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="207" />
      <source>seat {seat}'s disqualification</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="217" />
      <source>Seat {seat}'s disqualification at stage {stage!r} of day {day} is placed at the end of that day's discussion: {note}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="220" />
      <source>Seat {seat}'s foul at stage {stage!r} of day {day} is placed at the end of that day's discussion: {note}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="229" />
      <source>it names no day</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="240" />
      <source>the replay cannot tell which step it is</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/polemica.py" line="247" />
      <source>day {day}, stage {stage!r}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="83" />
      <source>vote round {round}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="83" />
      <source>the vote</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="85" />
      <source>the end of the discussion</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="91" />
      <source>night {number}, {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="92" />
      <source>day {number}, {what}</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="324" />
      <source>the replay does not come to an end</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="334" />
      <source>the table</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="335" />
      <source>the labels</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="336" />
      <source>the deal</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="384" />
      <source>{what} has no place in the game as the rules play it (the replay is at {point})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="397" />
      <source>The record stands at {stage}, a step the rules did not give; the replay stops at {point}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="404" />
      <source>the record ends here, but the rules do not end the game</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="406" />
      <source>The record's data runs out at {point}, before {stage} where it says it stands.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="425" />
      <source>The record stops during {point}: {entries} not applied.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="462" />
      <source>this step cannot be replayed from a record</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="467" />
      <source>{what}: one a night or a player, and {other} is recorded too</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="478" />
      <source>{what}: seat {seat} shot twice</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="502" />
      <source>{what}: seat {seat} is not on the ballot (seats {seats})</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="508" />
      <source>The rules end the game here (red wins), but the record does not say it is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="510" />
      <source>The rules end the game here (black wins), but the record does not say it is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="512" />
      <source>The rules end the game here (draw wins), but the record does not say it is over.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="529" />
      <source>Seat {seat} has no nickname in the record: called {nickname!r}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="533" />
      <source>Seat {seat}'s nickname {nickname!r} is already taken: called {renamed!r}.</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="557" />
      <source>the red team won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="557" />
      <source>the black team won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="558" />
      <source>the game was a draw</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/store/records/replay.py" line="558" />
      <source>nobody has won</source>
      <translation type="unfinished" />
    </message>
    <message>
      <location filename="../../mafia_desktop/ui/new_game.py" line="218" />
      <source>More special roles and mafia than seats</source>
      <translation type="unfinished" />
    </message>
  </context>
</TS>
