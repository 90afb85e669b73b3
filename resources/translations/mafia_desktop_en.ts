<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name></name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="51"/>
        <source>{old} and {new} sat at the same table in %n game(s): they are two people, not one</source>
        <translation>
            <numerusform>{old} and {new} sat at the same table in %n game: they are two people, not one</numerusform>
            <numerusform>{old} and {new} sat at the same table in %n games: they are two people, not one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="76"/>
        <source>{old} merged into {new}: %n game(s) moved, {count} in all now</source>
        <translation>
            <numerusform>{old} merged into {new}: %n game moved, {count} in all now</numerusform>
            <numerusform>{old} merged into {new}: %n games moved, {count} in all now</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="78"/>
        <source>{old} is now called {new} (%n game(s))</source>
        <translation>
            <numerusform>{old} is now called {new} (%n game)</numerusform>
            <numerusform>{old} is now called {new} (%n games)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="256"/>
        <source>%n damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation>
            <numerusform>%n damaged game in the archive: no backup is deleted until it is dealt with</numerusform>
            <numerusform>%n damaged games in the archive: no backup is deleted until they are dealt with</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="61"/>
        <source>The archive is damaged: {damaged} of {games} games, %n problem(s) in the file&apos;s pages</source>
        <translation>
            <numerusform>The archive is damaged: {damaged} of {games} games, %n problem in the file&apos;s pages</numerusform>
            <numerusform>The archive is damaged: {damaged} of {games} games, %n problems in the file&apos;s pages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="466"/>
        <source>starting ratings for %n player(s); every game rated again from them</source>
        <translation>
            <numerusform>starting ratings for %n player; every game rated again from them</numerusform>
            <numerusform>starting ratings for %n players; every game rated again from them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="667"/>
        <source>The index {index} (of {table}) is damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>The index {index} (of {table}) is damaged; %n game touched: {games}</numerusform>
            <numerusform>The index {index} (of {table}) is damaged; %n games touched: {games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="672"/>
        <source>Rows of the table {table} are damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>Rows of the table {table} are damaged; %n game touched: {games}</numerusform>
            <numerusform>Rows of the table {table} are damaged; %n games touched: {games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/importing/differences.py" line="43"/>
        <source>the record ends at {moment}, where the archive&apos;s game goes on (%n event(s) more)</source>
        <translation>
            <numerusform>the record ends at {moment}, where the archive&apos;s game goes on (%n event more)</numerusform>
            <numerusform>the record ends at {moment}, where the archive&apos;s game goes on (%n events more)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="116"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="169"/>
        <source>Games (%n)</source>
        <translation>
            <numerusform>Games (%n)</numerusform>
            <numerusform>Games (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/replay.py" line="313"/>
        <source>{hands}; the other %n count(s) for seat {last}</source>
        <translation>
            <numerusform>{hands}; the other one counts for seat {last}</numerusform>
            <numerusform>{hands}; the other %n count for seat {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="55"/>
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="185"/>
        <source>Said today (%n)</source>
        <translation>
            <numerusform>Said today (%n)</numerusform>
            <numerusform>Said today (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GamesBrowser</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="168"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HallLink</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="83"/>
        <source>Hall: %n event(s) waiting — {problem}</source>
        <translation>
            <numerusform>Hall: %n event waiting — {problem}</numerusform>
            <numerusform>Hall: %n events waiting — {problem}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="88"/>
        <source>Hall: table {table} · %n event(s) waiting</source>
        <translation>
            <numerusform>Hall: table {table} · %n event waiting</numerusform>
            <numerusform>Hall: table {table} · %n events waiting</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HallWords</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="110"/>
        <source>Offline: the table&apos;s laptop is not connected (last event %n min ago)</source>
        <translation>
            <numerusform>Offline: the table&apos;s laptop is not connected (last event %n min ago)</numerusform>
            <numerusform>Offline: the table&apos;s laptop is not connected (last event %n min ago)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="115"/>
        <source>Quiet: no event for %n min</source>
        <translation>
            <numerusform>Quiet: no event for %n min</numerusform>
            <numerusform>Quiet: no event for %n min</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="116"/>
        <source>Last event %n min ago</source>
        <translation>
            <numerusform>Last event %n min ago</numerusform>
            <numerusform>Last event %n min ago</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="134"/>
        <source>Refused %n time(s), the latest: {why}</source>
        <translation>
            <numerusform>Refused once, the latest: {why}</numerusform>
            <numerusform>Refused %n times, the latest: {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandSeatingDialog</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="83"/>
        <source>The seats of %n table(s), a line a table, table 1 first. Each table&apos;s next new game opens with them.</source>
        <translation>
            <numerusform>The seats of %n table, a line a table, table 1 first. Each table&apos;s next new game opens with them.</numerusform>
            <numerusform>The seats of %n tables, a line a table, table 1 first. Each table&apos;s next new game opens with them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="105"/>
        <source>The plan has %n round(s).</source>
        <translation>
            <numerusform>The plan has %n round.</numerusform>
            <numerusform>The plan has %n rounds.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/window.py" line="305"/>
        <source>%n damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation>
            <numerusform>%n damaged game in the archive: it is marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds it whole.</numerusform>
            <numerusform>%n damaged games in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NightMusicBox</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="77"/>
        <source>%n track(s) (mp3, ogg, flac, wav) in {folder}</source>
        <translation>
            <numerusform>%n track (mp3, ogg, flac, wav) in {folder}</numerusform>
            <numerusform>%n tracks (mp3, ogg, flac, wav) in {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObsBox</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="110"/>
        <source>OBS lists %n scene(s): choose one for each moment</source>
        <translation>
            <numerusform>OBS lists %n scene: choose one for each moment</numerusform>
            <numerusform>OBS lists %n scenes: choose one for each moment</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OutcomesDialog</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="52"/>
        <source>%n game(s) published.</source>
        <translation>
            <numerusform>%n game published.</numerusform>
            <numerusform>%n games published.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerLinksDialog</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="44"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n seat</numerusform>
            <numerusform>%n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="252"/>
        <source>Figures count finished games outside the trash; the list also shows %n unfinished game(s).</source>
        <translation>
            <numerusform>Figures count finished games outside the trash; the list also shows %n unfinished game.</numerusform>
            <numerusform>Figures count finished games outside the trash; the list also shows %n unfinished games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="267"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>Named %n seat in best moves, {black} of them black</numerusform>
            <numerusform>Named %n seats in best moves, {black} of them black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="274"/>
        <source>%n foul(s) in all</source>
        <translation>
            <numerusform>%n foul in all</numerusform>
            <numerusform>%n fouls in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="290"/>
        <source>Rating {overall} (red {red}, black {black}) over %n rated game(s)</source>
        <translation>
            <numerusform>Rating {overall} (red {red}, black {black}) over %n rated game</numerusform>
            <numerusform>Rating {overall} (red {red}, black {black}) over %n rated games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="478"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="479"/>
        <source>{player} has %n game(s)</source>
        <translation>
            <numerusform>{player} has %n game</numerusform>
            <numerusform>{player} has %n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="480"/>
        <source>All %n game(s) will count for {player}</source>
        <translation>
            <numerusform>The %n game will count for {player}</numerusform>
            <numerusform>All %n games will count for {player}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="154"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>Named %n seat in best moves, {black} of them black</numerusform>
            <numerusform>Named %n seats in best moves, {black} of them black</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="162"/>
        <source>%n foul(s) {in_games}</source>
        <translation>
            <numerusform>%n foul {in_games}</numerusform>
            <numerusform>%n fouls {in_games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="161"/>
        <source>in %n game(s)</source>
        <translation>
            <numerusform>in %n game</numerusform>
            <numerusform>in %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <translation type="vanished">
            <numerusform>{shown} of %n player</numerusform>
            <numerusform>{shown} of %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="vanished">
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="202"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="160"/>
        <source>{shown} of %Ln player(s)</source>
        <translation>
            <numerusform>{shown} of %Ln player</numerusform>
            <numerusform>{shown} of %Ln players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="203"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="161"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln player</numerusform>
            <numerusform>%Ln players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProtocolWords</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/protocol.py" line="363"/>
        <source>the doctor may save himself %n time(s) a game</source>
        <translation>
            <numerusform>the doctor may save himself %n time a game</numerusform>
            <numerusform>the doctor may save himself %n times a game</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="187"/>
        <source>Rating service: %n game(s) waiting — {why}</source>
        <translation>
            <numerusform>Rating service: %n game waiting — {why}</numerusform>
            <numerusform>Rating service: %n games waiting — {why}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="189"/>
        <source>Starting ratings for %n player(s); every game was rated again from them.</source>
        <translation>
            <numerusform>Starting ratings for %n player; every game was rated again from them.</numerusform>
            <numerusform>Starting ratings for %n players; every game was rated again from them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatAccess</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="41"/>
        <source>%n foul(s)</source>
        <translation>
            <numerusform>%n foul</numerusform>
            <numerusform>%n fouls</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceBox</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="80"/>
        <source>Connected: %n event(s), the latest {names}</source>
        <translation>
            <numerusform>Connected: %n event, {names}</numerusform>
            <numerusform>Connected: %n events, the latest {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="194"/>
        <source>%n backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation>
            <numerusform>%n backup, {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</numerusform>
            <numerusform>%n backups, {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/protocol/standings.py" line="158"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/start_page.py" line="158"/>
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Delete the %n game in the trash for good? This cannot be undone.</numerusform>
            <numerusform>Delete the %n games in the trash for good? This cannot be undone.</numerusform>
        </translation>
    </message>
</context>
</TS>
