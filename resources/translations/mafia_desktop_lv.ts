<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="lv" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../mafia_desktop/window_start.py" line="48"/>
        <source>there is no display to open the window on (no DISPLAY or WAYLAND_DISPLAY: a terminal over ssh?). Start it on the desktop, or work on the archive from here with the command-line tools: mafia-desktop --help lists them (games, show, import, export, check, backup, ...).</source>
        <translation>nav displeja, kurā atvērt logu (nav ne DISPLAY, ne WAYLAND_DISPLAY: terminālis caur ssh?). Palaidiet lietotni uz darbvirsmas vai strādājiet ar arhīvu no šejienes ar komandrindas rīkiem: tos uzskaita mafia-desktop --help (games, show, import, export, check, backup, ...).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="239"/>
        <source>Records: {done} of {total}</source>
        <translation>Ieraksti: {done} no {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="240"/>
        <source>Records read: {done}</source>
        <translation>Nolasīti ieraksti: {done}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="242"/>
        <source>Games of the other archive: {done} of {total}</source>
        <translation>Otra arhīva spēles: {done} no {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="254"/>
        <source>A backup was made before the import: {path}</source>
        <translation>Pirms importa izveidota rezerves kopija: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="288"/>
        <source>To put the records that differ in place of the archived games, import them again with --replace (the archived games go to the trash).</source>
        <translation>Lai atšķirīgos ierakstus ievietotu arhīvā esošo spēļu vietā, importējiet tos vēlreiz ar --replace (arhīva spēles tiks pārvietotas uz miskasti).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="390"/>
        <source>cannot write the {service} format: {problem}</source>
        <translation>spēli nevar ierakstīt {service} formātā: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="420"/>
        <source>{count} games written, {failed} damaged left out</source>
        <translation>Ierakstītas spēles: {count}; bojātas izlaistas: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="447"/>
        <location filename="../../mafia_desktop/commands.py" line="506"/>
        <source>{day!r} is not a date (YYYY-MM-DD)</source>
        <translation>{day!r} nav datums (GGGG-MM-DD)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="461"/>
        <source>--start takes no other option: it sets the starting ratings</source>
        <translation>--start nevar lietot kopā ar citiem parametriem: tas iestata sākuma reitingus</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="466"/>
        <source>starting ratings for %n player(s); every game rated again from them</source>
        <translation>
            <numerusform>sākuma reitingi %n spēlētājam; visu spēļu reitingi no tiem pārrēķināti no jauna</numerusform>
            <numerusform>sākuma reitingi %n spēlētājiem; visu spēļu reitingi no tiem pārrēķināti no jauna</numerusform>
            <numerusform>sākuma reitingi %n spēlētājiem; visu spēļu reitingi no tiem pārrēķināti no jauna</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="595"/>
        <source>Upgrading the archive: games {done} of {total}</source>
        <translation>Arhīva atjaunināšana: spēles {done} no {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="637"/>
        <source>This archive cannot be written here: copy it to a writable folder and run check there, which rebuilds the damaged indexes from the tables.</source>
        <translation>Šo arhīvu šeit nevar ierakstīt: nokopējiet to rakstāmā mapē un palaidiet check tur — tas no tabulām pārbūvēs bojātos indeksus.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="640"/>
        <source>Rebuilt from the tables: {indexes}. An index holds only copies of the tables&apos; rows: nothing was lost.</source>
        <translation>Pārbūvēts no tabulām: {indexes}. Indekss glabā tikai tabulu rindu kopijas: nekas netika zaudēts.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="667"/>
        <source>The index {index} (of {table}) is damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>Indekss {index} (tabulai {table}) ir bojāts; skarta %n spēle: {games}</numerusform>
            <numerusform>Indekss {index} (tabulai {table}) ir bojāts; skartas %n spēles: {games}</numerusform>
            <numerusform>Indekss {index} (tabulai {table}) ir bojāts; skartas %n spēles: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="670"/>
        <source>The index {index} (of {table}) is damaged</source>
        <translation>Indekss {index} (tabulai {table}) ir bojāts</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="672"/>
        <source>Rows of the table {table} are damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>Tabulas {table} rindas ir bojātas; skarta %n spēle: {games}</numerusform>
            <numerusform>Tabulas {table} rindas ir bojātas; skartas %n spēles: {games}</numerusform>
            <numerusform>Tabulas {table} rindas ir bojātas; skartas %n spēles: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="674"/>
        <source>Pages of the table {table} are damaged: the games listed below as damaged are the ones it touches</source>
        <translation>Tabulas {table} lappuses ir bojātas: skartās spēles ir tās, kas zemāk atzīmētas kā bojātas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="700"/>
        <source>New in the backups: {size}</source>
        <translation>Jaunais rezerves kopijās: {size}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="716"/>
        <source>On disk: {size} for these backups (a backup keeps only what changed since the one before, compressed)</source>
        <translation>Diskā: {size} šīm rezerves kopijām (katra saspiestā veidā glabā tikai to, kas mainījies kopš iepriekšējās)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="728"/>
        <source>There is no backup of {path} yet</source>
        <translation>{path} rezerves kopiju vēl nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="733"/>
        <source>No backup {name}: mafia-desktop backups lists them</source>
        <translation>Nav rezerves kopijas {name}: sarakstu rāda mafia-desktop backups</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="34"/>
        <source>{count} events but {stamps} time stamps</source>
        <translation>Žurnāla ieraksti: {count}, bet laika zīmogi: {stamps}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="101"/>
        <source>The archive {path} cannot be opened ({error})</source>
        <translation>Arhīvu {path} nevar atvērt ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="131"/>
        <source>No archive can be made at {path}: {why}</source>
        <translation>Arhīvu nevar izveidot vietā {path}: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="140"/>
        <source>There is no archive at {path} yet</source>
        <translation>Arhīvs {path} vēl nav izveidots</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="143"/>
        <source>{path} is from an older mafia-desktop and is read-only here, so it cannot be upgraded: copy it to a writable folder and open the copy</source>
        <translation>{path} ir no vecākas mafia-desktop versijas un šeit ir tikai lasāms, tāpēc to nevar atjaunināt: nokopējiet to mapē ar rakstīšanas tiesībām un atveriet kopiju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="146"/>
        <source>{path} is from an older mafia-desktop; open it once in the app (or import into it) to upgrade it</source>
        <translation>{path} ir no vecākas mafia-desktop versijas; lai to atjauninātu, vienreiz atveriet to lietotnē (vai importējiet tajā spēles)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="201"/>
        <source>{path} holds what no mafia-desktop archive holds ({what}): it was made or changed by another program and is not opened. The file was not changed.</source>
        <translation>{path} satur to, ko nesatur neviens mafia-desktop arhīvs ({what}): to izveidojusi vai mainījusi cita programma, un tas netiek atvērts. Fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="199"/>
        <source>This archive was opened for reading only</source>
        <translation>Šis arhīvs ir atvērts tikai lasīšanai</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/new_games.py" line="73"/>
        <source>A game starts with its creation event</source>
        <translation>Spēles žurnālam jāsākas ar spēles izveides ierakstu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="375"/>
        <source>{name} and another name in the file are the same player, {person}</source>
        <translation>{name} un kāds cits failā norādītais vārds ir viens un tas pats spēlētājs — {person}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="343"/>
        <source>The events were not saved ({error})</source>
        <translation>Žurnāla ieraksti netika saglabāti ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="433"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="134"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="148"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="207"/>
        <source>No game {game} in this archive</source>
        <translation>Šajā arhīvā nav spēles {game}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="174"/>
        <source>A game holds at most {limit} events</source>
        <translation>Vienā spēlē var būt ne vairāk kā {limit} notikumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="39"/>
        <source>Game {game} is damaged: {what}. Its replay and protocol are refused. The way back: {way}</source>
        <translation>Spēle {game} ir bojāta: {what}. Tās pārskats un protokols nav pieejami. Kā atgūt: {way}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="399"/>
        <source>Game {game} has a damaged event: {problem}</source>
        <translation>Spēlei {game} ir bojāts žurnāla ieraksts: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="29"/>
        <source>Not a video&apos;s address: {url} (it starts with https://)</source>
        <translation>Nav video adrese: {url} (tai jāsākas ar https://)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="37"/>
        <source>Not a time of day with its zone: {time}</source>
        <translation>Nav diennakts laiks ar laika joslu: {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="410"/>
        <location filename="../../mafia_desktop/store/archive.py" line="414"/>
        <source>Game {game} cannot be replayed: {problem}</source>
        <translation>Spēli {game} nevar pārskatīt: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="434"/>
        <source>{game} matches {count} games; give more of the id</source>
        <translation>{game} atbilst vairākām spēlēm ({count}); norādiet garāku identifikatora daļu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="48"/>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="33"/>
        <source>There is no player {name!r} in the archive</source>
        <translation>Arhīvā nav spēlētāja {name!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="51"/>
        <source>A photo of {size} KB is too large to keep (at most {most} KB)</source>
        <translation>{size} KB liels foto ir par lielu, lai to saglabātu (ne vairāk kā {most} KB)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="54"/>
        <source>Only a JPEG or PNG photo can be kept</source>
        <translation>Saglabāt var tikai JPEG vai PNG foto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="36"/>
        <source>A player needs a name</source>
        <translation>Spēlētājam vajadzīgs segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="38"/>
        <source>{name} is already called so</source>
        <translation>{name} jau saucas tieši tā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="43"/>
        <source>{name!r} is another name of {owner}: rename to {owner} to merge</source>
        <translation>{name!r} ir cits spēlētāja {owner} segvārds: lai apvienotu, pārdēvējiet par {owner}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="51"/>
        <source>{old} and {new} sat at the same table in %n game(s): they are two people, not one</source>
        <translation>
            <numerusform>{old} un {new} sēdēja pie viena galda %n spēlē: tie ir divi dažādi cilvēki, nevis viens</numerusform>
            <numerusform>{old} un {new} sēdēja pie viena galda %n spēlēs: tie ir divi dažādi cilvēki, nevis viens</numerusform>
            <numerusform>{old} un {new} sēdēja pie viena galda %n spēlēs: tie ir divi dažādi cilvēki, nevis viens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="76"/>
        <source>{old} merged into {new}: %n game(s) moved, {count} in all now</source>
        <translation>
            <numerusform>{old} apvienots ar {new}: pārvietota %n spēle, tagad kopā: {count}</numerusform>
            <numerusform>{old} apvienots ar {new}: pārvietotas %n spēles, tagad kopā: {count}</numerusform>
            <numerusform>{old} apvienots ar {new}: pārvietots %n spēļu, tagad kopā: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="78"/>
        <source>{old} is now called {new} (%n game(s))</source>
        <translation>
            <numerusform>{old} tagad saucas {new} (%n spēle)</numerusform>
            <numerusform>{old} tagad saucas {new} (%n spēles)</numerusform>
            <numerusform>{old} tagad saucas {new} (%n spēļu)</numerusform>
        </translation>
    </message>
    <message>
        <source>{old} and {new} sat at the same table in {count} game(s): they are two people, not one</source>
        <translation type="vanished">{old} un {new} sēdēja pie viena galda (spēles: {count}): tie ir divi dažādi cilvēki, nevis viens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="236"/>
        <source>The backup into {folder} could not be written ({error})</source>
        <translation>Rezerves kopiju neizdevās ierakstīt mapē {folder} ({error})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="256"/>
        <source>%n damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation>
            <numerusform>Arhīvā ir %n bojāta spēle; kamēr tā nav sakārtota, neviena rezerves kopija netiek dzēsta</numerusform>
            <numerusform>Arhīvā ir %n bojātas spēles; kamēr tās nav sakārtotas, neviena rezerves kopija netiek dzēsta</numerusform>
            <numerusform>Arhīvā ir %n bojātu spēļu; kamēr tās nav sakārtotas, neviena rezerves kopija netiek dzēsta</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="294"/>
        <source>Another backup into {folder} has not ended in {minutes} minutes: try again later; nothing was changed.</source>
        <translation>Cita rezerves kopēšana uz {folder} nav beigusies {minutes} min. laikā: mēģiniet vēlāk; nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="469"/>
        <source>The backup cannot be put in place of {path}: {why}. Nothing was changed; copy the archive&apos;s folder to a writable disk to restore it there.</source>
        <translation>Rezerves kopiju nevar ielikt {path} vietā: {why}. Nekas netika mainīts; nokopējiet arhīva mapi uz rakstāma diska un atjaunojiet to tur.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="481"/>
        <source>{backup} is empty: not a backup of an archive</source>
        <translation>{backup} ir tukšs: tā nav arhīva rezerves kopija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="491"/>
        <source>{backup} holds what no mafia-desktop archive holds ({what}): it is not a backup of an archive and is not restored</source>
        <translation>{backup} satur to, ko nesatur neviens mafia-desktop arhīvs ({what}): tā nav arhīva rezerves kopija, un tā netiek atjaunota</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="494"/>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="137"/>
        <source>The backup {backup} is damaged itself ({problem}): choose another</source>
        <translation>Pati rezerves kopija {backup} ir bojāta ({problem}): izvēlieties citu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="473"/>
        <source>The backup could not be put in place of {path} ({error})</source>
        <translation>Rezerves kopiju neizdevās ievietot {path} vietā ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="52"/>
        <source>An event needs a name</source>
        <translation>Pasākumam vajadzīgs nosaukums</translation>
    </message>
    <message>
        <source>An event is a club evening or a tournament, not {kind!r}</source>
        <translation type="vanished">Pasākums ir kluba vakars vai turnīrs, nevis {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="54"/>
        <source>An event is a club evening, a tournament or an elite tournament, not {kind!r}</source>
        <translation>Pasākums ir kluba vakars, turnīrs vai elites turnīrs, nevis {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="58"/>
        <source>{date!r} is not a date (YYYY-MM-DD)</source>
        <translation>{date!r} nav datums (GGGG-MM-DD)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="60"/>
        <source>The event ends ({ends}) before it starts ({starts})</source>
        <translation>Pasākums beidzas ({ends}) agrāk, nekā sākas ({starts})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="62"/>
        <source>An event has at least one table</source>
        <translation>Pasākumā jābūt vismaz vienam galdam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="86"/>
        <source>{source} tournament {number}</source>
        <translation>{source} turnīrs Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="111"/>
        <source>An event has no {fields}</source>
        <translation>Pasākumam nav šādu lauku: {fields}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="134"/>
        <source>The event {name!r} has a damaged scoring system: {problem}</source>
        <translation>Pasākumam {name!r} ir bojāta punktu skaitīšanas sistēma: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="152"/>
        <source>No event {event} in this archive</source>
        <translation>Šajā arhīvā nav pasākuma {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="184"/>
        <source>This game belongs to the event {name!r}; move it from there</source>
        <translation>Šī spēle pieder pasākumam {name!r}; pārvietojiet to no turienes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="225"/>
        <source>Game {game} of this event cannot be read: {problem}</source>
        <translation>Šī pasākuma spēli {game} nevar nolasīt: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="254"/>
        <source>{name!r} is a built-in system: save yours under another name</source>
        <translation>{name!r} ir iebūvēta sistēma: saglabājiet savējo ar citu nosaukumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="257"/>
        <source>There is a scoring system called {name!r} already</source>
        <translation>Punktu skaitīšanas sistēma ar nosaukumu {name!r} jau pastāv</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="82"/>
        <source>The archive {path} is read-only here: nothing can be saved to it ({error})</source>
        <translation>Arhīvs {path} šeit ir tikai lasāms: tajā neko nevar saglabāt ({error})</translation>
    </message>
    <message>
        <source>The disk holding the archive {path} is full: nothing more can be saved until space is freed</source>
        <translation type="vanished">Disks ar arhīvu {path} ir pilns: neko vairāk nevar saglabāt, kamēr netiks atbrīvota vieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="88"/>
        <source>The disk holding the archive {path} is full ({free} left): nothing more can be saved until space is freed</source>
        <translation>Disks ar arhīvu {path} ir pilns (atlicis {free}): neko vairāk nevar saglabāt, kamēr netiks atbrīvota vieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="92"/>
        <source>The archive {path} is damaged ({error}). Run mafia-desktop check for what is affected; a backup can be restored (Settings → Backups, or mafia-desktop restore-backup)</source>
        <translation>Arhīvs {path} ir bojāts ({error}). Ko tas skar, parāda mafia-desktop check; var atjaunot rezerves kopiju (Iestatījumi → Rezerves kopijas vai mafia-desktop restore-backup)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="96"/>
        <source>The archive {path} is busy in another program; nothing was changed ({error})</source>
        <translation>Arhīvu {path} aizņēmusi cita programma; nekas nav mainīts ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="99"/>
        <source>The archive {path} could not be read or written ({error})</source>
        <translation>Arhīvu {path} neizdevās nolasīt vai ierakstīt ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="101"/>
        <source>The archive {path} could not be used ({error})</source>
        <translation>Arhīvu {path} neizdevās izmantot ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="326"/>
        <source>not a game record (expected a JSON object)</source>
        <translation>nav spēles ieraksts (gaidīts JSON objekts)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="341"/>
        <source>not a record this app knows (Polemica version 4, mafiaratings, or a mafia-desktop bundle)</source>
        <translation>nav šai lietotnei zināms ieraksts (Polemica 4. versija, mafiaratings vai mafia-desktop pakete)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="66"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="47"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="184"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="357"/>
        <source>{game}: {problem}</source>
        <translation>{game}: {problem}</translation>
    </message>
    <message>
        <source>{game} is in the archive with a different history; the archive&apos;s version was kept</source>
        <translation type="vanished">{game} jau ir arhīvā ar citu vēsturi; saglabāta arhīva versija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="146"/>
        <source>The archive {name} is open in another mafia-desktop under another name (a renamed file or a second mount of it). Close it there first; nothing was changed.</source>
        <translation>Arhīvs {name} ir atvērts citā mafia-desktop ar citu nosaukumu (pārdēvēts fails vai tā otrs piesaistījums). Vispirms aizveriet to tur; nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="174"/>
        <source>The archive {name} is open in another mafia-desktop (process {process}). Close it there first; nothing was changed.</source>
        <translation>Arhīvs {name} ir atvērts citā mafia-desktop eksemplārā (process {process}). Vispirms aizveriet to tur; nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="181"/>
        <source>The archive {name} is being opened by another mafia-desktop at this very moment: try again; nothing was changed.</source>
        <translation>Arhīvu {name} tieši šobrīd atver cits mafia-desktop eksemplārs: mēģiniet vēlreiz; nekas netika mainīts.</translation>
    </message>
    <message>
        <source>{game}: malformed record ({kind}: {detail})</source>
        <translation type="vanished">{game}: bojāts ieraksts ({kind}: {detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="32"/>
        <source>bundle version {version!r} is not supported (expected {expected})</source>
        <translation>paketes versija {version!r} netiek atbalstīta (gaidīta {expected})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="41"/>
        <source>the bundle&apos;s game id</source>
        <translation>spēles identifikators paketē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="42"/>
        <source>the bundle&apos;s source</source>
        <translation>paketes avots</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="43"/>
        <source>the bundle&apos;s source id</source>
        <translation>spēles identifikators avotā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="58"/>
        <source>its time</source>
        <translation>tā laiks</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="36"/>
        <source>the bundle has no game id</source>
        <translation>paketē nav spēles identifikatora</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="49"/>
        <source>{game}: the bundle&apos;s events are not a list</source>
        <translation>{game}: paketes žurnāla ieraksti nav saraksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="53"/>
        <source>{game}: event {position} is not an event</source>
        <translation>{game}: ieraksts Nr.&#xa0;{position} nav žurnāla ieraksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="60"/>
        <source>{game}: event {position}: {problem}</source>
        <translation>{game}: ieraksts Nr.&#xa0;{position}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="63"/>
        <source>{game}: the bundle holds no events</source>
        <translation>{game}: paketē nav neviena žurnāla ieraksta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="54"/>
        <source>Not a mafiaratings game record: it has no id</source>
        <translation>Nav mafiaratings spēles ieraksts: tam nav identifikatora</translation>
    </message>
    <message>
        <source>{game}: unknown winner {winner!r}</source>
        <translation type="vanished">{game}: nezināms uzvarētājs {winner!r}</translation>
    </message>
    <message>
        <source>{game}: the record lacks the details a replay needs (features {missing!r}: nominations, voting, shooting)</source>
        <translation type="vanished">{game}: ierakstā trūkst pārskatam vajadzīgo datu (features {missing!r}: kandidātu izvirzīšana, balsošana, šaušana)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="579"/>
        <source>{game}: rules {rules} are not {count} digits</source>
        <translation>{game}: noteikumu kodā {rules} ciparu skaitam jābūt {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="589"/>
        <source>{game}: rules {rules!r}: no value {digit} for {option}</source>
        <translation>{game}: noteikumi {rules!r}: iestatījumam {option} nav vērtības {digit}</translation>
    </message>
    <message>
        <source>{game}: seat {seat} has an unknown role {role!r}</source>
        <translation type="vanished">{game}: spēlētājam Nr.&#xa0;{seat} ir nezināma loma {role!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="608"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table</source>
        <translation>{game}: spēlētājs Nr.&#xa0;{seat}: pēc noteikumiem viņš ir {ours}, bet ierakstā viņš paliek pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="612"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}</source>
        <translation>{game}: spēlētājs Nr.&#xa0;{seat}: pēc noteikumiem viņš ir {ours}, bet ierakstā — {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="617"/>
        <source>{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table</source>
        <translation>{game}: spēlētājs Nr.&#xa0;{seat}: ierakstā viņš ir {theirs}, bet pēc noteikumiem paliek pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="29"/>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="47"/>
        <source>{game}: nothing to export before the roles are dealt</source>
        <translation>{game}: pirms lomu izdalīšanas nav ko eksportēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="71"/>
        <source>The mafiaratings format has no digit for the {option} rule {value!r}: written as {nearest!r}, the nearest it can say; {left_out}</source>
        <translation>Formātā mafiaratings nav cipara noteikuma {option} vērtībai {value!r}: ierakstīts {nearest!r} — tuvākais, ko tas var izteikt; {left_out}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="75"/>
        <source>{game}: the {option} rule {value!r} has no mafiaratings digit</source>
        <translation>{game}: noteikuma {option} vērtībai {value!r} nav mafiaratings cipara</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="85"/>
        <source>{game}: the mafiaratings format cannot record these rules: {options}</source>
        <translation>{game}: mafiaratings formātā nevar ierakstīt šos noteikumus: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="169"/>
        <source>Not a Polemica game record: it has no id</source>
        <translation>Nav Polemica spēles ieraksts: tam nav identifikatora</translation>
    </message>
    <message>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version!r})</source>
        <translation type="vanished">{game}: var nolasīt tikai Polemica 4. versijas ierakstus (šī ieraksta versija: {version!r})</translation>
    </message>
    <message>
        <source>{game}: unknown result {result!r}</source>
        <translation type="vanished">{game}: nezināms rezultāts {result!r}</translation>
    </message>
    <message>
        <source>{game}: the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation type="vanished">{game}: spēlētāju sēdvietas ir {positions}, nevis no 1 līdz {count}</translation>
    </message>
    <message>
        <source>{game}: unknown first-day rule zeroVoting={rule!r}</source>
        <translation type="vanished">{game}: nezināms pirmās dienas noteikums zeroVoting={rule!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="575"/>
        <source>{game}: {where}: {problem}</source>
        <translation>{game}: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="912"/>
        <source>{game}: the record says {expected}, but under the rules {actual}</source>
        <translation>{game}: ierakstā norādīts, ka {expected}, bet pēc noteikumiem {actual}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="427"/>
        <source>The last moves of the archive {path} are in {wal}, which cannot be read where the archive is read-only. Copy both files together to a writable folder and open the copy there.</source>
        <translation>Arhīva {path} pēdējie gājieni ir failā {wal}, ko nevar nolasīt tur, kur arhīvs ir tikai lasāms. Nokopējiet abus failus kopā mapē ar rakstīšanas tiesībām un atveriet kopiju tur.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="455"/>
        <source>{path} is a folder, not an archive file</source>
        <translation>{path} ir mape, nevis arhīva fails</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="459"/>
        <source>{path} is not a mafia-desktop archive (not an SQLite database). The file was not changed.</source>
        <translation>{path} nav mafia-desktop arhīvs (nav SQLite datubāze). Fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="486"/>
        <source>{path} has no schema version: it is not a usable archive. The file was not changed.</source>
        <translation>{path} nav shēmas versijas: to nevar izmantot kā arhīvu. Fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="490"/>
        <source>{path} has no usable schema version ({version} is none this app ever wrote): it is not a usable archive. The file was not changed.</source>
        <translation>{path} nav derīgas shēmas versijas ({version} — tādu šī lietotne nekad nav rakstījusi): tas nav derīgs arhīvs. Fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="502"/>
        <source>{path} cannot be read as an archive ({error}). The file was not changed; if it is your archive, a backup can be restored (mafia-desktop restore-backup).</source>
        <translation>{path} nevar nolasīt kā arhīvu ({error}). Fails nav mainīts; ja tas ir jūsu arhīvs, var atjaunot rezerves kopiju (mafia-desktop restore-backup).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="494"/>
        <source>{path} was written by a newer mafia-desktop (archive version {version}; this one reads up to {supported}). Update the app; the file was not changed.</source>
        <translation>Failu {path} ierakstīja jaunāka mafia-desktop versija (arhīva versija {version}; šī versija spēj nolasīt līdz {supported}). Atjauniniet lietotni; fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="514"/>
        <source>{path} holds a mafia-desktop archive ({games} games) whose header is damaged: its mark (the application id) reads {found} instead of {expected}. The file was not changed. It can be repaired into a new file (the window offers it; or mafia-desktop repair).</source>
        <translation>{path} ir mafia-desktop arhīvs ({games} spēles) ar bojātu galveni: tā zīme (application id) ir {found}, nevis {expected}. Fails nav mainīts. To var salabot jaunā failā (logs to piedāvā; vai mafia-desktop repair).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="520"/>
        <source>{path} is an SQLite database with no tables (user version {user_version}) that mafia-desktop did not write: it may be another program&apos;s, so it was not changed. Choose another file for the archive, or delete this one first.</source>
        <translation>{path} ir SQLite datubāze bez tabulām (user version {user_version}), ko nav rakstījusi mafia-desktop: tā var piederēt citai programmai, tāpēc nav mainīta. Izvēlieties arhīvam citu failu vai vispirms izdzēsiet šo.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="524"/>
        <source>{path} is an SQLite database of another program, not a mafia-desktop archive. The file was not changed.</source>
        <translation>{path} ir citas programmas SQLite datubāze, nevis mafia-desktop arhīvs. Fails netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="537"/>
        <source>{path} has no damaged header to repair</source>
        <translation>{path} nav bojātas galvenes, ko labot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="337"/>
        <source>Game {game} cannot be replayed: {reason}</source>
        <translation>Spēli {game} nevar pārskatīt: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="736"/>
        <source>Restored {backup} as {path}.</source>
        <translation>Rezerves kopija {backup} atjaunota kā {path}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="738"/>
        <source>The archive as it was is kept as {aside}: games played since the backup are there (open it with --db, export them with --json, import them back).</source>
        <translation>Iepriekšējais arhīvs saglabāts kā {aside}: tajā ir pēc kopijas spēlētās spēles (atveriet to ar --db, eksportējiet tās ar --json un importējiet atpakaļ).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="746"/>
        <source>Repaired into {target}; the damaged file was not changed. To use the repaired copy: mafia-desktop restore-backup {target}</source>
        <translation>Salabots failā {target}; bojātais fails nav mainīts. Lai lietotu salaboto kopiju: mafia-desktop restore-backup {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="54"/>
        <source>Seat {seat} has no card ({role!r} is not a role)</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} nav kārts ({role!r} nav loma)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="61"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="31"/>
        <source>The game has not been set up yet</source>
        <translation>Spēle vēl nav sagatavota</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="74"/>
        <source>third foul</source>
        <translation>trešā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="75"/>
        <source>skipped by the host</source>
        <translation>izlaida vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="142"/>
        <source>Seat {seat} is the last candidate: he may not vote against himself, nor abstain, so his hand goes up now, for seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pēdējais kandidāts: viņš nedrīkst balsot pret sevi, nedz atturēties, tāpēc viņa maska jāpaceļ tagad, pret spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="221"/>
        <source>Nobody has won yet</source>
        <translation>Vēl neviens nav uzvarējis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="228"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="52"/>
        <source>Nothing to undo</source>
        <translation>Nav ko atsaukt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="234"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="53"/>
        <source>Nothing to redo</source>
        <translation>Nav ko atkārtot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/errors.py" line="114"/>
        <source>{earlier}, {later}</source>
        <translation>{earlier}, {later}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/errors.py" line="115"/>
        <source>{earlier}; {later}</source>
        <translation>{earlier}; {later}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="432"/>
        <source>Unknown event type {kind!r}</source>
        <translation>Nezināms žurnāla ieraksta veids {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="442"/>
        <source>Malformed {kind} event: its {field}: {error}</source>
        <translation>Bojāts žurnāla ieraksts {kind}: lauks {field}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="448"/>
        <location filename="../../mafia_desktop/engine/events.py" line="452"/>
        <source>Malformed {kind} event: {error}</source>
        <translation>Bojāts žurnāla ieraksts {kind}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="27"/>
        <source>Nobody was nominated: no vote today.</source>
        <translation>Neviens netika izvirzīts: šodien balsošanas nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="28"/>
        <source>Only one nominee on the first day: no vote. [004 §2.2.1]</source>
        <translation>Pirmajā dienā izvirzīts tikai viens kandidāts: balsošanas nav. [004 §2.2.1]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="29"/>
        <source>No vote on the first day (club rule).</source>
        <translation>Pirmajā dienā balsošanas nav (kluba noteikums).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="30"/>
        <source>Exactly four players at the table: nobody leaves. [004 §2.4.2]</source>
        <translation>Pie galda ir tieši četri spēlētāji: neviens nepamet galdu. [004 §2.4.2]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="31"/>
        <source>Every player at the table is tied: nobody leaves, night falls.</source>
        <translation>Visiem spēlētājiem pie galda ir vienāds balsu skaits: neviens nepamet galdu, iestājas nakts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="32"/>
        <source>Nobody raised a hand: nobody leaves.</source>
        <translation>Neviens nepacēla roku: neviens nepamet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="40"/>
        <source>Seat {seat} was removed: no vote today (monster rule). [004 §2.4.3]</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} tika noraidīts: šodien balsošanas nav (monstra noteikums). [004 §2.4.3]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="494"/>
        <source>Seat {seat} has the most votes, but on the first day a single leader stays (club rule) and speaks again.</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} ir visvairāk balsu, bet pirmajā dienā vienīgais līderis paliek pie galda (kluba noteikums) un runā vēlreiz.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="498"/>
        <source>Seat {seat} has the most votes but did not vote for himself: he stays (club rule).</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} ir visvairāk balsu, bet viņš nebalsoja pret sevi: viņš paliek pie galda (kluba noteikums).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="501"/>
        <source>Seat {seat} is voted out.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir izbalsots.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="505"/>
        <source>A tie between seats {seats}: on the first day nobody leaves (club rule); each speaks again.</source>
        <translation>Vienāds balsu skaits spēlētājiem Nr.&#xa0;{seats}: pirmajā dienā neviens nepamet galdu (kluba noteikums); katrs runā vēlreiz.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="513"/>
        <source>Seats {seats} are tied with nine at the table: nobody leaves (club rule).</source>
        <translation>Spēlētājiem Nr.&#xa0;{seats} ir vienāds balsu skaits, kad pie galda ir deviņi spēlētāji: neviens nepamet galdu (kluba noteikums).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="519"/>
        <source>A tie between seats {seats}: each speaks again, then a revote.</source>
        <translation>Vienāds balsu skaits spēlētājiem Nr.&#xa0;{seats}: katrs runā vēlreiz, pēc tam atkārtota balsošana.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="520"/>
        <source>A tie between seats {seats}: a revote.</source>
        <translation>Vienāds balsu skaits spēlētājiem Nr.&#xa0;{seats}: atkārtota balsošana.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="523"/>
        <source>A tie again between seats {seats}: nobody leaves.</source>
        <translation>Atkal vienāds balsu skaits spēlētājiem Nr.&#xa0;{seats}: neviens nepamet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="525"/>
        <source>A tie again between seats {seats}.</source>
        <translation>Atkal vienāds balsu skaits spēlētājiem Nr.&#xa0;{seats}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="533"/>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="534"/>
        <source>{seats} and {seat}</source>
        <translation>{seats} un {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="562"/>
        <source>{yes} of {voters} are for all of them leaving; {needed} needed: nobody leaves.</source>
        <translation>{yes} no {voters} ir par visu kandidātu izbalsošanu; vajadzīgi {needed}: neviens nepamet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="567"/>
        <source>{yes} of {voters} are for all of them leaving: everyone leaves, a draw.</source>
        <translation>{yes} no {voters} ir par visu kandidātu izbalsošanu: visi pamet galdu, neizšķirts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="572"/>
        <source>{yes} of {voters} are for all of them leaving: seats {seats} leave the table.</source>
        <translation>{yes} no {voters} ir par visu kandidātu izbalsošanu: spēlētāji Nr.&#xa0;{seats} pamet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="59"/>
        <source>Event {number} ({kind}): {problem}</source>
        <translation>Žurnāla ieraksts Nr.&#xa0;{number} ({kind}): {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="438"/>
        <source>fourth foul</source>
        <translation>ceturtā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="439"/>
        <source>second technical foul</source>
        <translation>otrā tehniskā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="441"/>
        <location filename="../../mafia_desktop/engine/points.py" line="294"/>
        <source>disqualified</source>
        <translation>diskvalificēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="27"/>
        <source>Seat {seat} was killed.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir nošauts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="29"/>
        <source>The mafia shot, but the doctor saved the victim.</source>
        <translation>Mafija šāva, bet ārsts izglāba upuri.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="31"/>
        <source>The mafia missed: nobody was killed.</source>
        <translation>Mafija aizšāva garām: neviens nav nošauts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="36"/>
        <source>The commissar&apos;s check found a black player.</source>
        <translation>Komisāra pārbaudes rezultāts: pārbaudītais spēlētājs ir mafija.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="37"/>
        <source>The commissar&apos;s check found a player who is not black.</source>
        <translation>Komisāra pārbaudes rezultāts: pārbaudītais spēlētājs nav mafija.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="88"/>
        <source>No black player is left: the town wins.</source>
        <translation>Pie galda nav palicis neviens melnais spēlētājs: uzvar pilsēta.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="89"/>
        <source>The mafia are as many as the town: the mafia wins.</source>
        <translation>Mafiozu pie galda ir tikpat daudz, cik pilsētas spēlētāju: uzvar mafija.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="90"/>
        <source>Everyone left together: a draw.</source>
        <translation>Visi pameta galdu vienlaikus: neizšķirts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="97"/>
        <source>Votes: {counts}.</source>
        <translation>Balsis: {counts}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="98"/>
        <source>seat {seat}: {votes}</source>
        <translation>Nr.&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="112"/>
        <source>Ask: who is for seats {seats} all leaving? {needed} of {voters} needed.</source>
        <translation>Jautājiet: vai visi kandidāti (Nr.&#xa0;{seats}) pamet spēli? Vajadzīgas balsis: {needed} no {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="117"/>
        <source>Split: seats {seats} speak again; nobody leaves.</source>
        <translation>Balsu sadalīšana: Nr.&#xa0;{seats} runā vēlreiz; neviens nepamet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="129"/>
        <source>Seat {seat} is removed ({reason}): he leaves at once, without a last word.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir noraidīts ({reason}): viņš uzreiz pamet galdu, bez pēdējiem vārdiem.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="134"/>
        <source>Seat {seat} has a third foul: his next speech is cut to {seconds} s.</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} ir trešā piezīme: viņa nākamā runa tiek saīsināta līdz {seconds} s.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="137"/>
        <source>Seat {seat} has a third foul: he loses his next speech.</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} ir trešā piezīme: viņš zaudē savu nākamo runu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="143"/>
        <source>Seat {seat} was removed: no vote on the next day (monster rule).</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} tika noraidīts: nākamajā dienā balsošanas nav (monstra noteikums).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="178"/>
        <source>1st technical foul</source>
        <translation>1. tehniskā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="180"/>
        <source>2nd technical foul: he leaves the game</source>
        <translation>2. tehniskā piezīme: spēlētājs tiek noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="181"/>
        <source>technical foul no. {count}</source>
        <translation>tehniskā piezīme Nr.&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="184"/>
        <source>1st foul</source>
        <translation>1. piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="186"/>
        <source>2nd foul</source>
        <translation>2. piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="190"/>
        <source>3rd foul: his next speech is cut to {seconds} s</source>
        <translation>3. piezīme: viņa nākamā runa tiek saīsināta līdz {seconds} s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="192"/>
        <source>3rd foul: he loses his next speech</source>
        <translation>3. piezīme: spēlētājs zaudē nākamo runu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="193"/>
        <source>3rd foul</source>
        <translation>3. piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="195"/>
        <source>4th foul: he leaves the game</source>
        <translation>4. piezīme: spēlētājs tiek noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="196"/>
        <source>foul no. {count}</source>
        <translation>piezīme Nr.&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="131"/>
        <source>host: {reason}</source>
        <translation>vadītājs: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="163"/>
        <source>Not a {kind} scoring table: {data!r}</source>
        <translation>Tā nav {kind} tipa punktu tabula: {data!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="167"/>
        <source>Unknown scoring option(s): {options}</source>
        <translation>Nezināmi punktu skaitīšanas iestatījumi: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="171"/>
        <source>Malformed scoring table: {error}</source>
        <translation>Bojāta punktu tabula: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="176"/>
        <source>A scoring system needs a name</source>
        <translation>Punktu skaitīšanas sistēmai vajadzīgs nosaukums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="181"/>
        <source>host_adjustments is true or false, not {value!r}</source>
        <translation>host_adjustments vērtība ir true vai false, nevis {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="199"/>
        <source>town_all is true or false, not {value!r}</source>
        <translation>town_all vērtība ir true vai false, nevis {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="204"/>
        <source>black win: {count} red players dealt</source>
        <translation>melno uzvara (sarkanie spēlētāji spēles sākumā: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="208"/>
        <source>red win: {count} at the table</source>
        <translation>sarkano uzvara (pie galda palikuši: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="213"/>
        <source>black win: each surviving black gets the number of red players dealt</source>
        <translation>melno uzvara: katrs pie galda palikušais melnais saņem tik punktu, cik sarkano spēlētāju bija spēles sākumā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="214"/>
        <source>red win: each red player gets the number still at the table</source>
        <translation>sarkano uzvara: katrs sarkanais spēlētājs saņem tik punktu, cik spēlētāju palikuši pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="215"/>
        <source>red win: each surviving red player gets the number still at the table</source>
        <translation>sarkano uzvara: katrs pie galda palikušais sarkanais spēlētājs saņem tik punktu, cik spēlētāju palikuši pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="242"/>
        <source>The first-killed compensation cannot be negative</source>
        <translation>Kompensācija pirmajam nošautajam nevar būt negatīva</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="255"/>
        <source>best move: {count} black named</source>
        <translation>labākais gājiens (nosaukti melnie: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="267"/>
        <source>removed by fouls ({reason})</source>
        <translation>noraidīts par piezīmēm ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="269"/>
        <source>disqualified ({reason})</source>
        <translation>diskvalificēts ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="274"/>
        <source>win {win}, loss {loss}</source>
        <translation>uzvara {win}, zaudējums {loss}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="276"/>
        <source>{count} black → {points}</source>
        <translation>{count} → {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="278"/>
        <source>best move {scale}</source>
        <translation>labākais gājiens (nosaukti melnie → punkti): {scale}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="279"/>
        <source>removed by fouls {fouls}, disqualified {disqualified}</source>
        <translation>noraidīts par piezīmēm {fouls}, diskvalificēts {disqualified}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="282"/>
        <source>first-killed compensation up to {cap}</source>
        <translation>kompensācija pirmajam nošautajam līdz {cap}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="291"/>
        <source>win</source>
        <translation>uzvara</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="292"/>
        <source>loss</source>
        <translation>zaudējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="293"/>
        <source>removed by fouls</source>
        <translation>noraidīts par piezīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="295"/>
        <source>the host&apos;s extra points</source>
        <translation>vadītāja papildpunkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="320"/>
        <source>compensation cap</source>
        <translation>kompensācijas augšējā robeža</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="335"/>
        <location filename="../../mafia_desktop/engine/points.py" line="341"/>
        <source>The {what} must be a number, not {value!r}</source>
        <translation>{what}: jābūt skaitlim, nevis {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="351"/>
        <source>A best move names 0 to 3 black players, not {blacks!r}</source>
        <translation>Labākajā gājienā var būt nosaukti no 0 līdz 3 melnajiem spēlētājiem, nevis {blacks!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="352"/>
        <source>best move points for {count} black</source>
        <translation>labākā gājiena punkti (nosaukti melnie: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="354"/>
        <source>The best move table maps black players named to points, not {value!r}</source>
        <translation>Labākā gājiena tabulā jābūt punktiem katram nosaukto melno spēlētāju skaitam, nevis {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="400"/>
        <source>Unknown sport version {version!r}; choose one of {versions}</source>
        <translation>Nezināma sport versija {version!r}; izvēlieties kādu no šīm: {versions}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="422"/>
        <source>Unknown scoring system {name!r}; choose one of {systems}</source>
        <translation>Nezināma punktu skaitīšanas sistēma {name!r}; izvēlieties kādu no šīm: {systems}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="431"/>
        <source>Unknown kind of scoring system {kind!r}; choose one of {kinds}</source>
        <translation>Nezināms punktu skaitīšanas sistēmas veids {kind!r}; izvēlieties kādu no šiem: {kinds}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="114"/>
        <source>civilian</source>
        <translation>civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="115"/>
        <source>sheriff</source>
        <translation>šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="116"/>
        <source>commissar</source>
        <translation>komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="117"/>
        <source>doctor</source>
        <translation>ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="118"/>
        <source>mistress</source>
        <translation>mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="119"/>
        <source>mafia</source>
        <translation>mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="120"/>
        <source>don</source>
        <translation>dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="212"/>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="417"/>
        <source>Unknown ruleset option(s): {options}</source>
        <translation>Nezināmi noteikumu iestatījumi: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="412"/>
        <source>Unknown ruleset {name!r}; choose one of {presets}</source>
        <translation>Nezināms noteikumu variants {name!r}; izvēlieties kādu no šiem: {presets}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="421"/>
        <source>Bad ruleset option: {error}</source>
        <translation>Nederīgs noteikumu iestatījums: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="444"/>
        <source>The Latvian table seats at most 13 players</source>
        <translation>Latviešu noteikumos pie galda var sēdēt ne vairāk kā 13 spēlētāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="446"/>
        <source>A game needs at least one mafia player</source>
        <translation>Spēlē jābūt vismaz vienam mafijas spēlētājam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="448"/>
        <source>The mafia must start outnumbered by the town</source>
        <translation>Spēles sākumā mafijas spēlētājiem jābūt mazāk nekā pilsētas spēlētājiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="452"/>
        <source>The {preset} preset has no {role}</source>
        <translation>Noteikumu variantā {preset} nav šādas lomas: {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="454"/>
        <source>There can be only one {role}</source>
        <translation>Šī loma var būt tikai vienam spēlētājam: {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="458"/>
        <source>The sport table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>Noteikumu variantā sport pie galda ir 10 spēlētāji: 6 civiliedzīvotāji, šerifs, 2 mafiozi un dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="459"/>
        <source>The mastermind table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>Noteikumu variantā mastermind pie galda ir 10 spēlētāji: 6 civiliedzīvotāji, šerifs, 2 mafiozi un dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="146"/>
        <source>Round {round} has a table that is not {size} players.</source>
        <translation>{round}. kārtā kāda galda spēlētāju skaits nav {size}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="149"/>
        <source>Round {round} seats a player twice or one not listed.</source>
        <translation>{round}. kārtā kāds spēlētājs ir nosēdināts divreiz vai nav spēlētāju sarakstā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="152"/>
        <source>A pair kept apart names a player not listed.</source>
        <translation>Pārī, kam jāsēž pie dažādiem galdiem, minēts spēlētājs, kura nav sarakstā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="260"/>
        <source>Every player needs a name; one of them is blank.</source>
        <translation>Katram spēlētājam vajadzīgs vārds; viens no tiem ir tukšs.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="263"/>
        <source>&quot;{first}&quot; and &quot;{second}&quot; are the same player: give every player a different name.</source>
        <translation>„{first}” un „{second}” ir viens un tas pats spēlētājs: dodiet katram spēlētājam atšķirīgu vārdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="271"/>
        <source>A table needs at least {minimum} seats (you asked for {size}).</source>
        <translation>Minimālais sēdvietu skaits pie galda: {minimum} (jūs norādījāt {size}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="274"/>
        <source>A plan needs at least one table.</source>
        <translation>Sēdvietu plānā jābūt vismaz vienam galdam.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="276"/>
        <source>Every player must play at least one game.</source>
        <translation>Katram spēlētājam jāspēlē vismaz viena spēle.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="278"/>
        <source>{count} players cannot fill a table of {size}.</source>
        <translation>Spēlētāju skaits ({count}) ir par mazu galdam ar {size} sēdvietām.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="282"/>
        <source>{count} players fill at most 1 table of {size}; {tables} tables need {needed} players.</source>
        <translation>Spēlētāju skaits ({count}) ļauj aizpildīt ne vairāk kā 1 galdu ar {size} sēdvietām; {tables} galdiem vajadzīgs šāds spēlētāju skaits: {needed}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="284"/>
        <source>{count} players fill at most {fit} tables of {size}; {tables} tables need {needed} players.</source>
        <translation>Spēlētāju skaits ({count}) ļauj aizpildīt ne vairāk kā {fit} galdus ar {size} sēdvietām; {tables} galdiem vajadzīgs šāds spēlētāju skaits: {needed}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="294"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of 1 table of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>Spēlētāji: {count}, spēles katram: {games}, kopā aizpildāmās sēdvietas: {seats}. Tas nav vesels kārtu skaits pie 1 galda ar {size} sēdvietām (sēdvietas kārtā: {per_round}), tāpēc kādā galdā pietrūktu spēlētāju. Ja spēlētāju skaits ir {count}, izvēlieties spēļu skaitu katram: {fits_games}; ja spēļu skaits katram ir {games}, pieaiciniet šādu spēlētāju skaitu: {fits_count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="299"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of {tables} tables of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>Spēlētāji: {count}, spēles katram: {games}, kopā aizpildāmās sēdvietas: {seats}. Tas nav vesels kārtu skaits pie {tables} galdiem ar {size} sēdvietām (sēdvietas kārtā: {per_round}), tāpēc kādā galdā pietrūktu spēlētāju. Ja spēlētāju skaits ir {count}, izvēlieties spēļu skaitu katram: {fits_games}; ja spēļu skaits katram ir {games}, pieaiciniet šādu spēlētāju skaitu: {fits_count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="316"/>
        <source>{lower} or {higher}</source>
        <translation>{lower} vai {higher}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="328"/>
        <source>&quot;{name}&quot; is kept apart from someone but is not among the players.</source>
        <translation>Spēlētājam „{name}” norādīts sēdēt pie cita galda nekā kādam citam, bet viņa nav spēlētāju sarakstā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="332"/>
        <source>&quot;{name}&quot; cannot be kept apart from himself.</source>
        <translation>Spēlētāju „{name}” nevar sēdināt pie cita galda nekā viņu pašu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="376"/>
        <source>At one table players kept apart cannot both play a round, but {first} and {second} both play round {round}. Add a table or unlock the pair.</source>
        <translation>Ja ir tikai viens galds, spēlētāji, kam jāsēž pie dažādiem galdiem, nevar abi spēlēt vienā kārtā, bet {first} un {second} abi spēlē {round}. kārtā. Pievienojiet galdu vai izņemiet šo pāri no saraksta „Pie dažādiem galdiem”.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="379"/>
        <source>In round {round} the players kept apart ({who}) cannot be spread over {tables} tables of {size}. Unlock a pair or add a table.</source>
        <translation>{round}. kārtā spēlētājus, kam jāsēž pie dažādiem galdiem ({who}), nevar sadalīt pa {tables} galdiem ar {size} sēdvietām. Izņemiet kādu pāri no saraksta „Pie dažādiem galdiem” vai pievienojiet galdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="399"/>
        <source>Too many players are locked apart to check every way of seating them; unlock some pairs.</source>
        <translation>Pārāk daudz spēlētāju jāsēdina pie dažādiem galdiem, lai varētu pārbaudīt visus sēdināšanas variantus; izņemiet dažus pārus no saraksta „Pie dažādiem galdiem”.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="95"/>
        <source>Unknown tie-break {names}; known: {known}</source>
        <translation>Nezināms papildkritērijs: {names}; zināmie: {known}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="72"/>
        <source>dealing the roles</source>
        <translation>lomu izdalīšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="73"/>
        <source>the mafia&apos;s agreement</source>
        <translation>mafijas vienošanās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="74"/>
        <source>the mafia&apos;s shot</source>
        <translation>mafijas šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="75"/>
        <source>the don&apos;s check</source>
        <translation>dona pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="76"/>
        <source>the sheriff&apos;s check</source>
        <translation>šerifa pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="77"/>
        <source>the commissar&apos;s check</source>
        <translation>komisāra pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="78"/>
        <source>the doctor&apos;s save</source>
        <translation>ārsta ārstēšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="79"/>
        <source>the mistress&apos;s visit</source>
        <translation>mīļākās apmeklējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="80"/>
        <source>the open talk</source>
        <translation>brīvā apspriešana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="81"/>
        <source>the vote on all of them leaving</source>
        <translation>balsojums par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="82"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="127"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="707"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="770"/>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="64"/>
        <source>the end of the game</source>
        <translation>spēles beigas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="87"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="243"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="355"/>
        <source>seat {seat}&apos;s best move</source>
        <translation>spēlētāja Nr.&#xa0;{seat} labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="88"/>
        <source>seat {seat}&apos;s last word</source>
        <translation>spēlētāja Nr.&#xa0;{seat} pēdējie vārdi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="89"/>
        <source>seat {seat}&apos;s speech</source>
        <translation>spēlētāja Nr.&#xa0;{seat} runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="90"/>
        <source>seat {seat}&apos;s justification</source>
        <translation>spēlētāja Nr.&#xa0;{seat} attaisnošanās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="91"/>
        <source>seat {seat}&apos;s extra speech</source>
        <translation>spēlētāja Nr.&#xa0;{seat} papildu runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="92"/>
        <source>the vote on seat {seat}</source>
        <translation>balsošana par spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="97"/>
        <source>the sheriff meeting the host</source>
        <translation>šerifa iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="98"/>
        <source>the commissar meeting the host</source>
        <translation>komisāra iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="99"/>
        <source>the doctor meeting the host</source>
        <translation>ārsta iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="100"/>
        <source>the mistress meeting the host</source>
        <translation>mīļākās iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="101"/>
        <source>the don meeting the host</source>
        <translation>dona iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="109"/>
        <source>nothing (the game is over)</source>
        <translation>nekas (spēle ir beigusies)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="112"/>
        <source>the {role} meeting the host</source>
        <translation>iepazīšanās ar vadītāju: {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="33"/>
        <source>The game is over</source>
        <translation>Spēle ir beigusies</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="40"/>
        <source>{event} cannot be recorded</source>
        <translation>Žurnāla ierakstu {event} nevar reģistrēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="75"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="85"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="117"/>
        <source>Not now: the table is at {step}</source>
        <translation>Ne tagad: pašlaik notiek {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="91"/>
        <source>There is no seat {seat} at this table</source>
        <translation>Pie šī galda nav spēlētāja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="123"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="146"/>
        <source>Seat {seat} needs a nickname</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} vajadzīgs segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="124"/>
        <source>Every seat needs a nickname</source>
        <translation>Katram spēlētājam vajadzīgs segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="127"/>
        <source>Seat {seat} is already called {nickname!r}</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} segvārds jau ir {nickname!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="136"/>
        <source>This game has already been set up</source>
        <translation>Šī spēle jau ir sagatavota</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="141"/>
        <source>The table has {size} seats but {count} nicknames were given</source>
        <translation>Sēdvietu skaits pie galda: {size}, bet norādīto segvārdu skaits: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="149"/>
        <source>Seats {first} and {seat} have the same nickname {nickname!r}</source>
        <translation>Spēlētājiem Nr.&#xa0;{first} un Nr.&#xa0;{seat} ir vienāds segvārds {nickname!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="155"/>
        <source>The club label must be text of at most 200 characters</source>
        <translation>Kluba nosaukumam jābūt tekstam, kas nav garāks par 200 rakstzīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="156"/>
        <source>The tournament label must be text of at most 200 characters</source>
        <translation>Turnīra nosaukumam jābūt tekstam, kas nav garāks par 200 rakstzīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="157"/>
        <source>The table label must be text of at most 200 characters</source>
        <translation>Galda apzīmējumam jābūt tekstam, kas nav garāks par 200 rakstzīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="158"/>
        <source>The number label must be text of at most 200 characters</source>
        <translation>Spēles numuram jābūt tekstam, kas nav garāks par 200 rakstzīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="159"/>
        <source>The host label must be text of at most 200 characters</source>
        <translation>Vadītāja vārdam jābūt tekstam, kas nav garāks par 200 rakstzīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="181"/>
        <source>Deal one card to each of the {size} seats</source>
        <translation>Izdaliet pa vienai kārtij katram no {size} spēlētājiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="190"/>
        <source>The deal has {dealt} × {role}; this table needs {wanted}</source>
        <translation>Izdalītas kārtis: {dealt} × {role}; šim galdam vajag: {wanted}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="198"/>
        <source>The arrangement names one to three seats</source>
        <translation>Statiska vienošanās min no viena līdz trim spēlētājiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="201"/>
        <source>Seat {seat} is listed twice in the arrangement</source>
        <translation>Statiska vienošanās min spēlētāju Nr.&#xa0;{seat} divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="209"/>
        <source>Not now: {step} has no timer</source>
        <translation>Ne tagad: {step} notiek bez taimera</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="217"/>
        <source>Seat {seat} has lost this speech (third foul)</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir zaudējis šo runu (trešā piezīme)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="220"/>
        <source>The timer is already running</source>
        <translation>Taimeris jau darbojas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="228"/>
        <source>The timer is not running</source>
        <translation>Taimeris nedarbojas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="230"/>
        <source>The pause comes before the timer started</source>
        <translation>Pauzes laiks ir agrāks par taimera palaišanas laiku</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="237"/>
        <source>Add a positive number of seconds</source>
        <translation>Pievienojiet pozitīvu sekunžu skaitu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="253"/>
        <source>Seat {seat} has lost this speech (third foul): skip it</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir zaudējis šo runu (trešā piezīme): izlaidiet to</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="256"/>
        <source>Seat {seat} must nominate one or two players before the next turn</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} pirms nākamā runātāja jāizvirza viens vai divi kandidāti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="262"/>
        <source>The next timer needs the moment it starts</source>
        <translation>Nākamajam taimerim vajadzīgs tā palaišanas brīdis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="266"/>
        <source>Seat {seat} may not skip his turn: every player nominates</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nedrīkst izlaist savu kārtu: katrs spēlētājs izvirza kandidātus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="281"/>
        <source>In this game the players nominate, not the host</source>
        <translation>Šajā spēlē kandidātus izvirza spēlētāji, nevis vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="286"/>
        <source>In this game the host puts players to the vote</source>
        <translation>Šajā spēlē spēlētājus uz izbalsošanu izvirza vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="288"/>
        <source>Seat {seat} can nominate only during his own speech</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} var izvirzīt kandidātu tikai savas runas laikā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="289"/>
        <source>Seat {seat} has left the table and cannot be nominated</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu, un viņu nevar izvirzīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="293"/>
        <source>Seat {seat} is already on the ballot</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} jau ir kandidātu sarakstā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="297"/>
        <source>Seat {seat} has already nominated seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} jau ir izvirzījis spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="306"/>
        <source>Seat {seat} already nominated today: seat {named} (withdraw it first)</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} šodien jau izvirzīja spēlētāju Nr.&#xa0;{named} (vispirms atsauciet šo kandidatūru)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="309"/>
        <source>Seat {seat} already nominated today: seat {named}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} šodien jau izvirzīja spēlētāju Nr.&#xa0;{named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="310"/>
        <source>Seat {seat} has already nominated {limit} players today: {named}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} šodien jau ir izvirzījis atļauto kandidātu skaitu ({limit}): Nr.&#xa0;{named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="318"/>
        <source>In this game only the nominating player withdraws</source>
        <translation>Šajā spēlē kandidatūru var atsaukt tikai tas spēlētājs, kurš to izvirzīja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="321"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="474"/>
        <source>Seat {seat} is not on the ballot</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nav kandidātu sarakstā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="324"/>
        <source>Withdrawing a nomination is not allowed in this game</source>
        <translation>Šajā spēlē kandidatūras atsaukšana nav atļauta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="328"/>
        <source>Seat {seat} can withdraw only during his own speech</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} var atsaukt kandidatūru tikai savas runas laikā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="330"/>
        <source>Seat {seat} has not nominated seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nav izvirzījis spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="333"/>
        <source>Seat {seat} is listed twice among the hands</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} balsotāju vidū norādīts divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="334"/>
        <source>Seat {seat} has left the table and cannot vote</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu un nevar balsot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="341"/>
        <source>The vote now is on seat {seat}, not seat {nominee}</source>
        <translation>Pašlaik notiek balsošana par spēlētāju Nr.&#xa0;{seat}, nevis par spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="345"/>
        <source>Seat {seat} is not the last nominee but one, or the rest do not count for the last nominee in this game</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nav priekšpēdējais kandidāts, vai arī šajā spēlē pārējo balsis netiek ieskaitītas pret pēdējo kandidātu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="356"/>
        <source>Seat {seat} does not vote in this round</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} šajā kārtā nebalso</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="358"/>
        <source>Seat {seat} already voted, for seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} jau ir nobalsojis — pret spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="360"/>
        <source>Seat {seat} is a candidate and cannot vote against himself</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir kandidāts un nedrīkst balsot pret sevi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="403"/>
        <source>Seat {seat} is already chosen: tap it again to take it back</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} jau ir izvēlēts: nospiediet tā numuru vēlreiz, lai izvēli atsauktu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="413"/>
        <source>Choose a seat</source>
        <translation>Izvēlieties spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="432"/>
        <source>Every shooter has a target: record the shots</source>
        <translation>Katram šāvējam jau ir mērķis: ierakstiet šāvienus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="434"/>
        <source>Seat {seat} has left the table and cannot be shot</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu, un uz viņu nevar šaut</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="436"/>
        <source>A tap on a seat does nothing now: the table is at {step}</source>
        <translation>Pieskāriens sēdvietai pašlaik neko nedara: notiek {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="442"/>
        <source>A shooter&apos;s target is taken back with Undo</source>
        <translation>Šāvēja mērķi var atsaukt ar pogu „Atsaukt”</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="444"/>
        <source>Seat {seat} is not chosen</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nav izvēlēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="455"/>
        <source>Seat {seat} is one of the candidates and does not vote now</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir viens no kandidātiem un šajā balsojumā nebalso</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="461"/>
        <source>This game has no split</source>
        <translation>Šajā spēlē nav balsu sadalīšanas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="464"/>
        <source>The split is for the first day only</source>
        <translation>Balsu sadalīšana ir iespējama tikai pirmajā dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="468"/>
        <source>The split replaces the first vote: undo the votes first</source>
        <translation>Balsu sadalīšana aizstāj pirmo balsošanu: vispirms atsauciet balsis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="470"/>
        <source>A split names two nominees</source>
        <translation>Balsu sadalīšanā jānorāda divi kandidāti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="471"/>
        <source>Seat {seat} is listed twice in the split</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} balsu sadalīšanā norādīts divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="482"/>
        <source>No shot on the first night</source>
        <translation>Iepazīšanās naktī mafija nešauj</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="485"/>
        <source>Seat {seat} is listed twice among the shooters</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} šāvēju vidū norādīts divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="490"/>
        <source>Seat {seat} is not a black player at the table and does not shoot</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nav melnais spēlētājs pie galda un nešauj</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="499"/>
        <source>Record a shot (or no shot) for every black player: seat {seats}</source>
        <translation>Atzīmējiet šāvienu (vai tā neesamību) katram melnajam spēlētājam: Nr.&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="502"/>
        <source>In this game the mafia agree on one victim</source>
        <translation>Šajā spēlē mafija vienojas par vienu upuri</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="507"/>
        <source>The don has left the table: no check tonight</source>
        <translation>Dons ir pametis galdu: šonakt pārbaudes nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="508"/>
        <source>The sheriff has left the table: no check tonight</source>
        <translation>Šerifs ir pametis galdu: šonakt pārbaudes nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="509"/>
        <source>The commissar has left the table: no check tonight</source>
        <translation>Komisārs ir pametis galdu: šonakt pārbaudes nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="510"/>
        <source>The doctor has left the table: no save tonight</source>
        <translation>Ārsts ir pametis galdu: šonakt ārstēšanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="511"/>
        <source>The mistress has left the table: no visit tonight</source>
        <translation>Mīļākā ir pametusi galdu: šonakt apmeklējuma nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="547"/>
        <source>Seat {seat} has left the table and cannot be saved</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu, un viņu nevar izglābt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="549"/>
        <source>The doctor saved seat {seat} last night and cannot save him two nights running</source>
        <translation>Ārsts iepriekšējā naktī ārstēja spēlētāju Nr.&#xa0;{seat} un nedrīkst viņu ārstēt divas naktis pēc kārtas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="554"/>
        <source>The doctor has already saved himself as often as this game allows</source>
        <translation>Ārsts jau ir ārstējis sevi tik reižu, cik šajā spēlē atļauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="563"/>
        <source>Seat {seat} has left the table and cannot be visited</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu, un viņu nevar apmeklēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="565"/>
        <source>The mistress visits another player</source>
        <translation>Mīļākā var apmeklēt tikai citu spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="573"/>
        <source>The best move names at most three seats</source>
        <translation>Labākajā gājienā var nosaukt ne vairāk kā trīs spēlētājus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="574"/>
        <source>Seat {seat} is listed twice in the best move</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} labākajā gājienā norādīts divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="578"/>
        <source>The best move names other players</source>
        <translation>Labākajā gājienā nosauc citus spēlētājus, nevis sevi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="587"/>
        <source>Fouls are given once the game has begun</source>
        <translation>Piezīmes var piešķirt tikai pēc spēles sākuma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="590"/>
        <source>Seat {seat} has left the table</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir pametis galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="592"/>
        <source>This game does not count technical fouls</source>
        <translation>Šajā spēlē tehniskās piezīmes netiek skaitītas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="599"/>
        <source>Removals come once the game has begun</source>
        <translation>Noraidīt spēlētāju var tikai pēc spēles sākuma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="601"/>
        <source>Seat {seat} has already left the table</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} jau ir pametis galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="611"/>
        <source>Write why seat {seat} gets these points</source>
        <translation>Ierakstiet, kāpēc spēlētājs Nr.&#xa0;{seat} saņem šos punktus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="614"/>
        <source>Points are a number, not {points!r}</source>
        <translation>Punktiem jābūt skaitlim, nevis {points!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="618"/>
        <source>Give a number of points other than zero</source>
        <translation>Norādiet punktu skaitu, kas nav nulle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="621"/>
        <source>Points have at most two decimals ({points} is too fine)</source>
        <translation>Punktiem var būt ne vairāk kā divas zīmes aiz komata ({points} ir par precīzu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="623"/>
        <source>Give at most {most} points, plus or minus</source>
        <translation>Ne vairāk kā {most} punkti, plus vai mīnus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="637"/>
        <source>The rules say the red team won</source>
        <translation>Pēc noteikumiem uzvarējusi pilsēta (sarkanie)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="638"/>
        <source>The rules say the black team won</source>
        <translation>Pēc noteikumiem uzvarējusi mafija (melnie)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="639"/>
        <source>The rules say the draw team won</source>
        <translation>Pēc noteikumiem spēle beigusies neizšķirti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="177"/>
        <source>{path} was an empty file (0 bytes): it is now a new, empty archive</source>
        <translation>{path} bija tukšs fails (0 baitu): tagad tas ir jauns, tukšs arhīvs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="163"/>
        <source>The archive {path} is read-only here ({why}): games can be browsed, replayed and exported, but new games and imports need a writable copy. Copy it to a writable folder (e.g. {suggestion}) and open the copy (mafia-desktop --db COPY).</source>
        <translation>Arhīvs {path} šeit ir tikai lasāms ({why}): spēles var pārlūkot, pārskatīt un eksportēt, bet jaunām spēlēm un importam vajag kopiju ar rakstīšanas tiesībām. Nokopējiet to mapē ar rakstīšanas tiesībām (piemēram, {suggestion}) un atveriet kopiju (mafia-desktop --db KOPIJA).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="34"/>
        <source>no backup holds it whole</source>
        <translation>neviena rezerves kopija to neglabā veselu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="36"/>
        <source>the last backup that holds it whole is {backup} (restore it from Settings → Backups, or with mafia-desktop restore-backup {name})</source>
        <translation>pēdējā rezerves kopija, kurā tā ir vesela, ir {backup} (atjaunojiet to Iestatījumi → Rezerves kopijas vai ar mafia-desktop restore-backup {name})</translation>
    </message>
    <message>
        <source>{old} merged into {new}: {moved} game(s) moved, {count} in all now</source>
        <translation type="vanished">{old} apvienots ar {new}: pārvietotās spēles: {moved}, tagad kopā: {count}</translation>
    </message>
    <message>
        <source>{old} is now called {new} ({count} game(s))</source>
        <translation type="vanished">{old} tagad saucas {new} (spēles: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="242"/>
        <source>The second backup folder {folder} is not there (a stick not plugged in?): skipped this time</source>
        <translation>Otrās rezerves kopiju mapes {folder} nav (zibatmiņa nav pievienota?): šoreiz izlaista</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="253"/>
        <source>The backup could not be copied into {folder} ({error})</source>
        <translation>Rezerves kopiju neizdevās nokopēt mapē {folder} ({error})</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation type="vanished">Bojātu spēļu arhīvā: {count}; kamēr tās nav sakārtotas, neviena rezerves kopija netiek dzēsta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="59"/>
        <source>The archive is whole: {games} games verified in {seconds} s</source>
        <translation>Arhīvs ir vesels: pārbaudītas {games} spēles {seconds} s laikā</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="61"/>
        <source>The archive is damaged: {damaged} of {games} games, %n problem(s) in the file&apos;s pages</source>
        <translation>
            <numerusform>Arhīvs ir bojāts: {damaged} no {games} spēlēm, %n kļūda faila lapās</numerusform>
            <numerusform>Arhīvs ir bojāts: {damaged} no {games} spēlēm, %n kļūdas faila lapās</numerusform>
            <numerusform>Arhīvs ir bojāts: {damaged} no {games} spēlēm, faila lapās kļūdu nav</numerusform>
        </translation>
    </message>
    <message>
        <source>The archive is damaged: {damaged} of {games} games, {pages} problem(s) in the file&apos;s pages</source>
        <translation type="vanished">Arhīvs ir bojāts: {damaged} no {games} spēlēm, kļūdas faila lapās: {pages}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="112"/>
        <source>events are missing from event {event} on</source>
        <translation>trūkst notikumu, sākot no notikuma {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="116"/>
        <source>event {event} differs from what was written</source>
        <translation>notikums {event} atšķiras no ierakstītā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="120"/>
        <source>the log holds {found} events, its row says {expected}</source>
        <translation>žurnālā ir {found} notikumi, bet spēles rindā — {expected}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="125"/>
        <source>its log cannot be read ({error})</source>
        <translation>tās žurnālu nevar nolasīt ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="129"/>
        <source>its {found} events are there but its row in the list of games is missing</source>
        <translation>tās notikumi ({found}) ir vietā, bet tās rindas spēļu sarakstā nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="134"/>
        <source>it does not replay ({problem})</source>
        <translation>to nevar pārskatīt ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="138"/>
        <source>its row in the list of games says {column} {listed!r}, its events {replayed!r}</source>
        <translation>tās rindā spēļu sarakstā norādīts {column} {listed!r}, bet tās notikumos — {replayed!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="172"/>
        <source>{count} records: {imported} imported, {duplicate} already in the archive, {extended} extended, {failed} failed</source>
        <translation>Ieraksti: {count}; importēti: {imported}, jau arhīvā: {duplicate}, papildināti: {extended}, neizdevās: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="193"/>
        <source>{file}: cannot be read as JSON ({error})</source>
        <translation>{file}: nevar nolasīt kā JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="203"/>
        <source>{file}: holds no game record</source>
        <translation>{file}: nesatur neviena spēles ieraksta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="258"/>
        <source>{file} (game {position})</source>
        <translation>{file} ({position}. spēle)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="282"/>
        <source>the end time {moment!r} is not a date: the game&apos;s start is its end</source>
        <translation>beigu laiks {moment!r} nav datums: par spēles beigām uzskatīts tās sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="199"/>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="262"/>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="271"/>
        <source>{file}: malformed record ({problem})</source>
        <translation>{file}: bojāts ieraksts ({problem})</translation>
    </message>
    <message>
        <source>{file}: malformed record ({kind}: {problem})</source>
        <translation type="vanished">{file}: bojāts ieraksts ({kind}: {problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="177"/>
        <source>{done}; {forked} with another history kept beside the archive&apos;s</source>
        <translation>{done}; ar citu vēsturi saglabātas blakus arhīva spēlēm: {forked}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="181"/>
        <source>{done}; {kept} kept as they are in the archive (the records differ)</source>
        <translation>{done}; arhīvā atstāti nemainīti: {kept} (ieraksti atšķiras)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="246"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="327"/>
        <source>{source} game {id}</source>
        <translation>{source} spēle {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="250"/>
        <source>{game} is already in the archive (in the trash: restore it to see it)</source>
        <translation>{game} jau ir arhīvā (miskastē: atjaunojiet to, lai to redzētu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="251"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="262"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="351"/>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="90"/>
        <source>{game} is already in the archive</source>
        <translation>{game} jau ir arhīvā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="268"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="368"/>
        <source>added {count} events to {game}</source>
        <translation>{game} papildināta ar jauniem žurnāla ierakstiem ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="272"/>
        <source>{game} differs from the one in the archive ({how}); the archive&apos;s game was kept as it is</source>
        <translation>{game} atšķiras no arhīvā esošās spēles ({how}); arhīva spēle atstāta nemainīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="277"/>
        <source>{game} is already in the archive as {other} (the same start, seats, nicknames, roles and result): kept once; import with --keep-both to keep both</source>
        <translation>{game} jau ir arhīvā kā {other} (tas pats sākums, sēdvietas, segvārdi, lomas un iznākums): saglabāta vienreiz; lai saglabātu abas, importējiet ar --keep-both</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="284"/>
        <source>replaces the earlier version of {game} ({id}), now in the trash</source>
        <translation>aizstāj iepriekšējo versiju: {game} ({id}), kas tagad ir miskastē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="326"/>
        <source>a game played at this table ({id})</source>
        <translation>spēle, kas spēlēta pie šī galda ({id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="362"/>
        <source>{game} is in the trash, as it was there</source>
        <translation>{game} ir miskastē, kā tur</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="372"/>
        <source>{game} has another history here ({how}): both are kept, the incoming one as game {fork}</source>
        <translation>{game} šeit ir cita vēsture ({how}): saglabātas abas, ienākošā kā spēle {fork}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="302"/>
        <source>the start time {moment!r} is not a date: the import time is used</source>
        <translation>sākuma laiks {moment!r} nav datums: izmantots importēšanas laiks</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="46"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="35"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="60"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="41"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="30"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="76"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="86"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="176"/>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="45"/>
        <location filename="../../mafia_desktop/hall/bring.py" line="43"/>
        <location filename="../../mafia_desktop/hall/bring.py" line="56"/>
        <location filename="../../mafia_desktop/publishing/queue.py" line="67"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="341"/>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="90"/>
        <source>game {id}</source>
        <translation>spēle {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="57"/>
        <source>{path} has {links} names on this disk (hard links). SQLite cannot keep an archive safe under two names: two programs writing through them corrupt it. Copy the file to a new name and open the copy, or delete its other names; nothing was changed.</source>
        <translation>Failam {path} šajā diskā ir vairāki nosaukumi (cietās saites: {links}). SQLite nevar droši glabāt arhīvu ar diviem nosaukumiem: ja divas programmas raksta caur tiem, arhīvs tiek sabojāts. Nokopējiet failu ar jaunu nosaukumu un atveriet kopiju vai izdzēsiet tā pārējos nosaukumus; nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="107"/>
        <source>its disk is read-only</source>
        <translation>tā disks ir tikai lasāms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="109"/>
        <source>the file is read-only</source>
        <translation>fails ir tikai lasāms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="111"/>
        <source>its folder {folder} is read-only</source>
        <translation>tā mape {folder} ir tikai lasāma</translation>
    </message>
    <message>
        <source>The record counts fouls without saying when: each player&apos;s fouls are given in his own last word, or at the end for those still at the table.</source>
        <translation type="vanished">Ierakstā piezīmes ir saskaitītas, bet nav norādīts, kad tās piešķirtas: katra spēlētāja piezīmes tiek piešķirtas viņa pēdējo vārdu laikā vai, ja viņš palicis pie galda, spēles beigās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="576"/>
        <source>The record names no rules: the sport preset&apos;s are used.</source>
        <translation>Ierakstā nav norādīti noteikumi: izmantots noteikumu variants sport.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="585"/>
        <source>The {option} rule (digit {digit}) is not played by this app: ignored.</source>
        <translation>Noteikums {option} (cipars {digit}) šajā lietotnē netiek izmantots: ignorēts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="168"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="450"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="646"/>
        <source>day {day}, seat {seat}&apos;s speech</source>
        <translation>{day}. diena, spēlētāja Nr.&#xa0;{seat} runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="169"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="455"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="647"/>
        <source>seat {seat}&apos;s nomination of seat {nominee}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} izvirzītais spēlētājs Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s voting on day {day}: true/false comes last</source>
        <translation type="vanished">spēlētāja Nr.&#xa0;{seat} balsojumi {day}. dienā: vērtībai true/false jābūt pēdējai</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="187"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="310"/>
        <source>day {day}, the vote on all of them leaving</source>
        <translation>{day}. diena, balsojums par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="188"/>
        <source>seat {seat}&apos;s yes</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balss par</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="189"/>
        <source>seat {seat}&apos;s no</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balss pret</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="193"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="460"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="657"/>
        <source>day {day}, vote round {round}</source>
        <translation>{day}. diena, {round}. balsošanas kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="194"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="465"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="659"/>
        <source>seat {seat}&apos;s vote for seat {nominee}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balss pret spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="206"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="238"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="471"/>
        <source>night {night}, the mafia&apos;s shot</source>
        <translation>{night}. nakts, mafijas šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="207"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="239"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="476"/>
        <source>seat {seat}&apos;s shot at seat {target}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} šāviens pa spēlētāju Nr.&#xa0;{target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="214"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="516"/>
        <source>the check of seat {seat}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="249"/>
        <source>seat {seat}&apos;s best move {guesses}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} labākais gājiens: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="260"/>
        <source>night 0, the arrangement</source>
        <translation>iepazīšanās nakts, statiska vienošanās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="261"/>
        <source>the arrangement {seats}</source>
        <translation>statiska vienošanās: {seats}</translation>
    </message>
    <message>
        <source>seat {seat}: unknown death type {kind!r}</source>
        <translation type="vanished">spēlētājs Nr.&#xa0;{seat}: nezināms galda pamešanas veids {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="320"/>
        <source>Seat {seat} left ({kind}) on the record&apos;s round {round} without a time: removed at the start of day {day}&apos;s discussion.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} pameta galdu ({kind}) ieraksta {round}. kārtā bez laika norādes: noraidīts {day}. dienas apspriešanas sākumā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="325"/>
        <source>seat {seat}&apos;s {kind} does not say when</source>
        <translation>spēlētājam Nr.&#xa0;{seat} ({kind}) nav norādīts, kad tas notika</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s removal at {time!r}: placed at the end of day {day}&apos;s discussion.</source>
        <translation type="vanished">Spēlētāja Nr.&#xa0;{seat} noraidīšana laikā {time!r}: ievietota {day}. dienas apspriešanas beigās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="411"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="533"/>
        <source>seat {seat}&apos;s foul</source>
        <translation>spēlētāja Nr.&#xa0;{seat} piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="417"/>
        <source>seat {seat}&apos;s {kind}</source>
        <translation>spēlētājs Nr.&#xa0;{seat}: {kind}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="526"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they left, so the vote passed.</source>
        <translation>{day}. diena: ierakstā nav teikts, kā katrs spēlētājs balsoja par visu kandidātu izbalsošanu; pēc ieraksta viņi pameta galdu, tātad balsojums pieņemts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="530"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they stayed, so the vote failed.</source>
        <translation>{day}. diena: ierakstā nav teikts, kā katrs spēlētājs balsoja par visu kandidātu izbalsošanu; pēc ieraksta viņi palika, tātad balsojums nav pieņemts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="596"/>
        <source>{what} ({where}) could not be placed: the rules gave no such moment.</source>
        <translation>{what} ({where}): nevarēja ievietot — noteikumi tādu brīdi neparedz.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>killed</source>
        <translation>nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>voted out</source>
        <translation>izbalsots</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>removed</source>
        <translation>noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>leaving</source>
        <translation>pametis galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="627"/>
        <source>{what} on night {round}</source>
        <translation>{what} {round}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="629"/>
        <source>{what} on day {round}</source>
        <translation>{what} {round}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="630"/>
        <source>{what} on {phase} {round}</source>
        <translation>{what} ({phase} {round})</translation>
    </message>
    <message>
        <source>The record stands at an unknown stage {stage!r}: {note}</source>
        <translation type="vanished">Ieraksts apstājies nezināmā posmā {stage!r}: {note}</translation>
    </message>
    <message>
        <source>The record has a result but stands at {stage!r}; it is read as finished.</source>
        <translation type="vanished">Ierakstā ir rezultāts, bet tas apstājies posmā {stage!r}; tas nolasīts kā pabeigta spēle.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="311"/>
        <source>seat {seat}&apos;s vote for all of them leaving</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balss par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <source>a check by role {role!r} (only 0, the don, and 3, the sheriff, check)</source>
        <translation type="vanished">pārbaude, ko veic loma {role!r} (pārbauda tikai 0 — dons un 3 — šerifs)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="356"/>
        <source>seat {seat}&apos;s guesses {guesses}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} minējumi: {guesses}</translation>
    </message>
    <message>
        <source>guess.mafs of seat(s) {seats} not recorded: only the first player killed at night makes a best move.</source>
        <translation type="vanished">guess.mafs (spēlētāji Nr.&#xa0;{seats}) netika reģistrēti: labāko gājienu izdara tikai pirmais naktī nošautais spēlētājs.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="410"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="532"/>
        <source>seat {seat}&apos;s technical foul</source>
        <translation>spēlētāja Nr.&#xa0;{seat} tehniskā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="388"/>
        <source>seat {seat}&apos;s disqualification does not say when it happened</source>
        <translation>spēlētāja Nr.&#xa0;{seat} diskvalifikācijai nav norādīts, kad tā notika</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="384"/>
        <source>seat {seat}&apos;s disqualification</source>
        <translation>spēlētāja Nr.&#xa0;{seat} diskvalifikācija</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s disqualification at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">Spēlētāja Nr.&#xa0;{seat} diskvalifikācija posmā {stage!r} {day}. dienā ievietota tās dienas apspriešanas beigās: {note}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s foul at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">Spēlētāja Nr.&#xa0;{seat} piezīme posmā {stage!r} {day}. dienā ievietota tās dienas apspriešanas beigās: {note}</translation>
    </message>
    <message>
        <source>it names no day</source>
        <translation type="vanished">tajā nav norādīta diena</translation>
    </message>
    <message>
        <source>the replay cannot tell which step it is</source>
        <translation type="vanished">pārskatā nevar noteikt, kurš tas ir solis</translation>
    </message>
    <message>
        <source>day {day}, stage {stage!r}</source>
        <translation type="vanished">{day}. diena, posms {stage!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>vote round {round}</source>
        <translation>{round}. balsošanas kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>the vote</source>
        <translation>balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="137"/>
        <source>the end of the discussion</source>
        <translation>apspriešanas beigas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="143"/>
        <source>night {number}, {what}</source>
        <translation>{number}. nakts, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="144"/>
        <source>day {number}, {what}</source>
        <translation>{number}. diena, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="558"/>
        <source>the replay does not come to an end</source>
        <translation>pārskats nenonāk līdz beigām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="244"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="568"/>
        <source>the table</source>
        <translation>galds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="569"/>
        <source>the labels</source>
        <translation>apzīmējumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="570"/>
        <source>the deal</source>
        <translation>lomu izdalīšana</translation>
    </message>
    <message>
        <source>{what} has no place in the game as the rules play it (the replay is at {point})</source>
        <translation type="vanished">{what}: spēles gaitā pēc noteikumiem tam nav vietas (pārskata pašreizējais brīdis: {point})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="727"/>
        <source>The record stands at {stage}, a step the rules did not give; the replay stops at {point}.</source>
        <translation>Ieraksts apstājies solī, ko noteikumi neparedzēja ({stage}); pārskats apstājas šeit: {point}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="734"/>
        <source>the record ends here, but the rules do not end the game</source>
        <translation>ieraksts beidzas šeit, bet pēc noteikumiem spēle nav beigusies</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="736"/>
        <source>The record&apos;s data runs out at {point}, before {stage} where it says it stands.</source>
        <translation>Ieraksta dati beidzas šeit: {point} — agrāk nekā ierakstā norādītais pašreizējais solis ({stage}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="760"/>
        <source>The record stops during {point}: {entries} not applied.</source>
        <translation>Ieraksts apstājas soļa vidū ({point}); nepiemēroti ieraksti: {entries}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="800"/>
        <source>this step cannot be replayed from a record</source>
        <translation>šo soli nevar pārskatīt pēc ieraksta datiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="805"/>
        <source>{what}: one a night or a player, and {other} is recorded too</source>
        <translation>{what}: atļauts tikai viens naktī vai vienam spēlētājam, bet ierakstā ir arī šis: {other}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="822"/>
        <source>{what}: seat {seat} shot twice</source>
        <translation>{what}: spēlētājs Nr.&#xa0;{seat} šāva divreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="846"/>
        <source>{what}: seat {seat} is not on the ballot (seats {seats})</source>
        <translation>{what}: spēlētājs Nr.&#xa0;{seat} nav kandidātu sarakstā (kandidāti: {seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="857"/>
        <source>The rules end the game here (red wins), but the record does not say it is over.</source>
        <translation>Pēc noteikumiem spēle šeit beidzas (uzvar sarkanie), bet ierakstā nav norādīts, ka tā ir beigusies.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="859"/>
        <source>The rules end the game here (black wins), but the record does not say it is over.</source>
        <translation>Pēc noteikumiem spēle šeit beidzas (uzvar melnie), bet ierakstā nav norādīts, ka tā ir beigusies.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="861"/>
        <source>The rules end the game here (draw wins), but the record does not say it is over.</source>
        <translation>Pēc noteikumiem spēle šeit beidzas (neizšķirts), bet ierakstā nav norādīts, ka tā ir beigusies.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="878"/>
        <source>Seat {seat} has no nickname in the record: called {nickname!r}.</source>
        <translation>Spēlētājam Nr.&#xa0;{seat} ierakstā nav segvārda: piešķirts segvārds {nickname!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="882"/>
        <source>Seat {seat}&apos;s nickname {nickname!r} is already taken: called {renamed!r}.</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} segvārds {nickname!r} jau ir aizņemts: piešķirts segvārds {renamed!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the red team won</source>
        <translation>uzvarēja sarkanie</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the black team won</source>
        <translation>uzvarēja melnie</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>the game was a draw</source>
        <translation>spēle beidzās neizšķirti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>nobody has won</source>
        <translation>neviens nav uzvarējis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="401"/>
        <source>More special roles and mafia than seats</source>
        <translation>Īpašo lomu un mafiozu ir vairāk nekā sēdvietu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="76"/>
        <source>the file holds {size} bytes; a file of game records holds at most {limit}</source>
        <translation>failā ir {size} baiti; spēļu ierakstu failā ir ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="91"/>
        <source>the file holds more than {limit} bytes, the most a file of game records holds</source>
        <translation>failā ir vairāk nekā {limit} baiti — vairāk, nekā var būt spēļu ierakstu failā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="96"/>
        <source>the file is not UTF-8 text ({error})</source>
        <translation>fails nav UTF-8 teksts ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="112"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="259"/>
        <source>the file nests more than {limit} levels deep</source>
        <translation>failā ir vairāk nekā {limit} ligzdojuma līmeņi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="114"/>
        <source>the file is not JSON ({error})</source>
        <translation>fails nav JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="131"/>
        <source>the file holds half a character (an escape from \ud800 to \udfff without its other half): no text of a record can hold it</source>
        <translation>failā ir puse rakstzīmes (atsoļa secība no \ud800 līdz \udfff bez otras puses): tādu nevar saturēt neviens ieraksta teksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="141"/>
        <source>the file holds a number of {count} digits; a game record&apos;s numbers have at most {limit}</source>
        <translation>failā ir skaitlis ar {count} cipariem; spēles ieraksta skaitļos ir ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="152"/>
        <source>the file holds the number {number}, beyond the {limit} of any game record</source>
        <translation>failā ir skaitlis {number}, lielāks par jebkura spēles ieraksta robežu {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="158"/>
        <source>the file holds {name}, which is not a number a game record can hold</source>
        <translation>failā ir {name}, un tāda skaitļa spēles ierakstā nevar būt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="274"/>
        <source>the file holds a text of {length} characters; a game record&apos;s texts have at most {limit}</source>
        <translation>failā ir teksts ar {length} rakstzīmēm; spēles ieraksta tekstos ir ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="284"/>
        <source>{what} is {value}, not a whole number</source>
        <translation>{what}: {value} nav vesels skaitlis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="286"/>
        <source>{what} is {value}, outside {low} to {high}</source>
        <translation>{what}: {value} ir ārpus robežām no {low} līdz {high}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="294"/>
        <source>{what} is {value}, not a seat number</source>
        <translation>{what}: {value} nav spēlētāja numurs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="296"/>
        <source>{what} names seat {value}, at a table of {size}</source>
        <translation>{what}: spēlētājs Nr.&#xa0;{value} pie galda ar {size} spēlētājiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="309"/>
        <source>{what} is {value}, not a list</source>
        <translation>{what}: {value} nav saraksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="311"/>
        <source>{what} holds {count} entries; a game has at most {limit}</source>
        <translation>{what}: {count} ieraksti; spēlē to ir ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="321"/>
        <source>{what} is {value}, not an object</source>
        <translation>{what}: {value} nav objekts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="332"/>
        <source>{what} is {value}, not a text</source>
        <translation>{what}: {value} nav teksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="334"/>
        <source>{what} has {length} characters; at most {limit}</source>
        <translation>{what}: {length} rakstzīmes; atļauts ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="337"/>
        <source>{what} holds a control character (a new line, a NUL…): {value}</source>
        <translation>{what}: vadības rakstzīme (jauna rinda, NUL…): {value}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="348"/>
        <source>the record&apos;s id is empty</source>
        <translation>ieraksta identifikators ir tukšs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="362"/>
        <source>seat {seat}&apos;s nickname is empty</source>
        <translation>spēlētāja Nr.&#xa0;{seat} segvārds ir tukšs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="45"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="59"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="43"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="175"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="174"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="235"/>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="94"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="208"/>
        <source>the record has no players</source>
        <translation>ierakstā nav spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="99"/>
        <source>unknown winner {winner}</source>
        <translation>nezināms uzvarētājs {winner}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="149"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="254"/>
        <source>seat {seat} has an unknown role {role}</source>
        <translation>spēlētājam Nr.&#xa0;{seat} ir nezināma loma {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="183"/>
        <source>{what}: true/false comes last</source>
        <translation>{what}: true/false jābūt pēdējam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="284"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="293"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="79"/>
        <source>seat {seat}: unknown death type {kind}</source>
        <translation>spēlētājs Nr.&#xa0;{seat}: nezināms izkrišanas veids {kind}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="457"/>
        <source>seat {seat}&apos;s bonus {bonus} is neither points nor a title ({titles})</source>
        <translation>spēlētāja Nr.&#xa0;{seat} bonuss {bonus} nav ne punkti, ne tituls ({titles})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="39"/>
        <source>{what} names no round</source>
        <translation>{what}: nav norādīta kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="43"/>
        <source>{what}&apos;s time is {value}, not the name of a moment of the game</source>
        <translation>{what}: laiks ir {value}, nevis spēles brīža nosaukums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="52"/>
        <source>{what}: no shot on night 0</source>
        <translation>{what}: 0. naktī nav šāviena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="66"/>
        <source>{what}: a speech with no speaker</source>
        <translation>{what}: runa bez runātāja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="78"/>
        <source>{what}: unknown time {time}</source>
        <translation>{what}: nezināms spēles brīdis {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="83"/>
        <source>{what}: {stage} is not a stage the Polemica service defines</source>
        <translation>{what}: {stage} nav Polemica servisa definēts posms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="101"/>
        <source>{what} is {stage} on day 0, before the first day</source>
        <translation>{what}: {stage} 0. dienā, pirms pirmās dienas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="104"/>
        <source>{what} is a speech of no player</source>
        <translation>{what}: runa bez spēlētāja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="178"/>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version})</source>
        <translation>{game}: var nolasīt tikai Polemica 4. versijas ierakstus (šis ir {version})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="216"/>
        <source>the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation>spēlētāju sēdvietu numuri ir {positions}, nevis no 1 līdz {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="222"/>
        <source>unknown result {result}</source>
        <translation>nezināms rezultāts {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="261"/>
        <source>{game}: unknown first-day rule zeroVoting={rule}</source>
        <translation>{game}: nezināms pirmās dienas noteikums zeroVoting={rule}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="265"/>
        <source>config.lift3From9 is {value}, not true or false</source>
        <translation>config.lift3From9 ir {value}, nevis true vai false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="306"/>
        <source>day {day}&apos;s remove-all ballot: seat {seat} answered {answer}, not 1 (for) or 0 (against)</source>
        <translation>balsojums par visu kandidātu izbalsošanu, {day}. diena: spēlētājs Nr.&#xa0;{seat} atbildēja {answer}, nevis 1 (par) vai 0 (pret)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="335"/>
        <source>a check by role {role} (only 0, the don, and 3, the sheriff, check)</source>
        <translation>pārbaude ar lomu {role} (pārbauda tikai 0 — dons un 3 — šerifs)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="417"/>
        <source>{what}: seat {seat} answered {answer}, not true or false</source>
        <translation>{what}: spēlētājs Nr.&#xa0;{seat} atbildēja {answer}, nevis true vai false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="49"/>
        <source>{game}: the Polemica format has no draw</source>
        <translation>{game}: Polemica formātā nav neizšķirta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="52"/>
        <source>{game}: the Polemica format has no {role}</source>
        <translation>{game}: Polemica formātā nav šādas lomas: {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="117"/>
        <source>{game}: the Polemica format cannot record these rules: {options}; under the service&apos;s rules this game would play differently</source>
        <translation>{game}: Polemica formātā nevar ierakstīt šos noteikumus: {options}; pēc servisa noteikumiem šī spēle noritētu citādi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="36"/>
        <source>Seat {seat}, the only nominee, has left the table: no vote today.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}, vienīgais kandidāts, pameta galdu: šodien balsošanas nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="495"/>
        <source>Seat {seat} is one of the mafia: the mafia&apos;s victim is one of the honest players</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir mafija: mafijas upuris ir viens no civiliedzīvotājiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="241"/>
        <source>{file}: refused: {problem}</source>
        <translation>{file}: noraidīts: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="200"/>
        <source>{file}: refused: the file holds {count} games; a file of game records holds at most {limit}</source>
        <translation>{file}: noraidīts: failā ir {count} spēles; spēļu ierakstu failā ir ne vairāk kā {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="345"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="346"/>
        <source>the record&apos;s id</source>
        <translation>ieraksta identifikators</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="360"/>
        <source>seat {seat}&apos;s nickname</source>
        <translation>spēlētāja Nr.&#xa0;{seat} segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="74"/>
        <source>The record does not say who left when (no &apos;d&apos; in its features): the departures are the rules&apos; alone.</source>
        <translation>Ierakstā nav norādīts, kurš un kad pameta galdu (features nav &apos;d&apos;): izkrišanu nosaka tikai noteikumi.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="90"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="58"/>
        <source>player {index}</source>
        <translation>{index}. spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="128"/>
        <source>The record counts the fouls of seats {seats} without saying when: each is given in the player&apos;s own last word, at his removal, or at the end.</source>
        <translation>Ierakstā ir saskaitītas spēlētāju Nr.&#xa0;{seats} piezīmes, nenorādot, kad: katra tiek dota spēlētāja pēdējos vārdos, viņa noraidīšanas brīdī vai spēles beigās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the don&apos;s checks</source>
        <translation>dona pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the sheriff&apos;s checks</source>
        <translation>šerifa pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="133"/>
        <source>The record does not keep {what} (no &apos;{letter}&apos; in its features): each night is replayed without one.</source>
        <translation>Ierakstā nav saglabātas {what} (features nav &apos;{letter}&apos;): katra nakts tiek atkārtota bez tām.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="140"/>
        <source>the moderator&apos;s name</source>
        <translation>vadītāja vārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="154"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="367"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="397"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="368"/>
        <source>seat {seat}&apos;s {key}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} {key}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="165"/>
        <source>seat {seat}&apos;s nomination on day {day}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} kandidāta izvirzīšana {day}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="179"/>
        <source>seat {seat}&apos;s voting on day {day}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balsošana {day}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="203"/>
        <source>seat {seat}&apos;s shot on night {night}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} šāviens {night}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="211"/>
        <source>the night seat {seat} was checked</source>
        <translation>nakts, kurā tika pārbaudīts spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="279"/>
        <source>seat {seat}&apos;s death</source>
        <translation>spēlētāja Nr.&#xa0;{seat} izkrišana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="312"/>
        <source>seat {seat}&apos;s death.time</source>
        <translation>spēlētāja Nr.&#xa0;{seat} death.time</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="327"/>
        <source>Seat {seat} was removed with his team&apos;s defeat (teamKickOut): this app plays it as a removal, and the rules decide the winner.</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} tika noraidīts ar viņa komandas zaudējumu (teamKickOut): lietotne to izspēlē kā noraidīšanu, un uzvarētāju nosaka noteikumi.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="441"/>
        <source>seat {seat}&apos;s bonus</source>
        <translation>spēlētāja Nr.&#xa0;{seat} bonuss</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="451"/>
        <source>seat {seat}&apos;s bonus of {points}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} bonuss: {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="454"/>
        <source>Seat {seat}&apos;s bonus {title!r} is a title, not points: not kept.</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} bonuss {title!r} ir tituls, nevis punkti: nav saglabāts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="487"/>
        <source>Day {day}: the record keeps no nominations (no &apos;n&apos; in its features): the seats voted for are put to the vote.</source>
        <translation>{day}. diena: ierakstā nav saglabāta kandidātu izvirzīšana (features nav &apos;n&apos;): uz izbalsošanu izvirzīti tie, par kuriem balsoja.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="491"/>
        <source>Day {day}: the record keeps neither nominations nor votes (no &apos;n&apos;, no &apos;v&apos; in its features): the seats its deaths say were voted out are put to the vote.</source>
        <translation>{day}. diena: ierakstā nav saglabāta ne kandidātu izvirzīšana, ne balsis (features nav &apos;n&apos; un &apos;v&apos;): uz izbalsošanu izvirzīti tie, kuri pēc ieraksta tika izbalsoti.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="514"/>
        <source>Day {day}, vote round {round}: the record keeps no votes (no &apos;v&apos; in its features): hands are made up to give the outcome its deaths state.</source>
        <translation>{day}. diena, {round}. balsošanas kārta: ierakstā nav saglabātas balsis (features nav &apos;v&apos;): balsis izvēlētas tā, lai iznākums būtu tāds, kā norādīts ierakstā.</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they left, so the vote passed.</source>
        <translation type="vanished">{day}. diena: ierakstā nav saglabāts balsojuma par visu kandidātu izbalsošanu iznākums (features nav &apos;k&apos;); pēc ieraksta viņi pameta galdu, tātad balsojums pieņemts.</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they stayed, so the vote failed.</source>
        <translation type="vanished">{day}. diena: ierakstā nav saglabāts balsojuma par visu kandidātu izbalsošanu iznākums (features nav &apos;k&apos;); pēc ieraksta viņi palika, tātad balsojums nav pieņemts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="542"/>
        <source>Night {night}: the record keeps no shots (no &apos;h&apos; in its features); its deaths give the night&apos;s outcome.</source>
        <translation>{night}. nakts: ierakstā nav saglabāti šāvieni (features nav &apos;h&apos;); nakts iznākums ņemts no ierakstā norādītās izkrišanas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="91"/>
        <source>day 1&apos;s nominations, which had no vote, are left out.</source>
        <translation>netiek iekļauta 1. dienas kandidātu izvirzīšana, pēc kuras nebija balsošanas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="92"/>
        <source>a best move after a later night than the first is left out.</source>
        <translation>netiek iekļauts labākais gājiens pēc kādas vēlākas nakts, nevis pirmās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="76"/>
        <source>the record&apos;s stage</source>
        <translation>ieraksta posms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="89"/>
        <source>{what}&apos;s day</source>
        <translation>{what}: diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="91"/>
        <source>{what}&apos;s player</source>
        <translation>{what}: spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="93"/>
        <source>{what}&apos;s vote round</source>
        <translation>{what}: balsošanas kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="204"/>
        <source>a player</source>
        <translation>spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="213"/>
        <source>player {index}&apos;s position</source>
        <translation>{index}. spēlētāja sēdvieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="237"/>
        <source>The record has a result but stands at {stage}; it is read as finished.</source>
        <translation>Ierakstā ir rezultāts, bet tas apstājies posmā: {stage}; tas tiek nolasīts kā pabeigts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="245"/>
        <source>the game number</source>
        <translation>spēles numurs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="246"/>
        <source>the referee&apos;s name</source>
        <translation>vadītāja vārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="281"/>
        <source>a vote</source>
        <translation>balss</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="520"/>
        <source>a vote of day {day}</source>
        <translation>balss {day}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="312"/>
        <source>seat {seat}&apos;s vote against all of them leaving</source>
        <translation>spēlētāja Nr.&#xa0;{seat} balss pret visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="320"/>
        <source>a shot</source>
        <translation>šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="524"/>
        <source>a shot of night {night}</source>
        <translation>šāviens {night}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="329"/>
        <source>a check</source>
        <translation>pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="528"/>
        <source>a check of night {night}</source>
        <translation>pārbaude {night}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="350"/>
        <source>seat {seat}&apos;s guess</source>
        <translation>spēlētāja Nr.&#xa0;{seat} minējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="398"/>
        <source>seat {seat}&apos;s penalties</source>
        <translation>spēlētāja Nr.&#xa0;{seat} sodu balsojumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="408"/>
        <source>seat {seat}&apos;s penalty vote</source>
        <translation>spēlētāja Nr.&#xa0;{seat} soda balsojums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="429"/>
        <source>seat {seat}&apos;s removal by the table&apos;s vote</source>
        <translation>spēlētāja Nr.&#xa0;{seat} noraidīšana ar galda balsojumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="431"/>
        <source>Seat {seat}&apos;s penalty {kind!r} ({moment}), voted by the table, is not a foul or a removal: not recorded.</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} sods {kind!r} ({moment}), ko galds nobalsoja, nav ne piezīme, ne noraidīšana: nav ierakstīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="544"/>
        <source>the best move the record gives seat {seat}, the first player killed at night, is left out: the rules give none in this game.</source>
        <translation>labākais gājiens, ko ieraksts piedēvē spēlētājam Nr.&#xa0;{seat}, pirmajam naktī nošautajam, netika reģistrēts: pēc noteikumiem šajā spēlē labākā gājiena nav.</translation>
    </message>
    <message>
        <source>the best move the record gives seat(s) {seats} is left out: only the first player killed at night makes one.</source>
        <translation type="vanished">labākais gājiens, ko ieraksts piedēvē spēlētājiem Nr.&#xa0;{seats}, netika reģistrēts: labāko gājienu izdara tikai pirmais naktī nošautais spēlētājs.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="86"/>
        <source>The Polemica format cannot record these rules: {options}; the game plays the same without them.</source>
        <translation>Polemica formātā nevar ierakstīt šos noteikumus: {options}; bez tiem spēle norit tāpat.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="129"/>
        <source>the start of night {number}</source>
        <translation>{number}. nakts sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="130"/>
        <source>the start of day {number}</source>
        <translation>{number}. dienas sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="132"/>
        <source>right after {moment}</source>
        <translation>tūlīt pēc: {moment}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="687"/>
        <source>{what} has no place in the game as the rules play it: by them the game is over before it ({result})</source>
        <translation>{what}: spēles gaitā pēc noteikumiem tam nav vietas: pēc tiem spēle beidzas jau pirms tā ({result})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="690"/>
        <source>{what} has no place in the game as the rules play it (the game is at {point}, which expects {expects})</source>
        <translation>{what}: tam nav vietas spēlē pēc noteikumiem (spēle ir posmā: {point}, un tur gaidāms: {expects})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="677"/>
        <source>{what} cannot happen: the game is at {point}, past the record&apos;s last {last}, and that step expects {expects}</source>
        <translation>{what} vairs nevar notikt: spēle ir posmā {point}, pēc ieraksta pēdējā posma ({last}), un tur gaidāms: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="682"/>
        <source>the record ends with {last}, but the rules do not end the game: this step expects {expects}</source>
        <translation>ieraksts beidzas ar {last}, bet pēc noteikumiem spēle nav beigusies: šajā posmā gaidāms: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="699"/>
        <source>the shots of the black players at the table (seats {seats})</source>
        <translation>pie galda esošo melno spēlētāju šāvieni (Nr.&#xa0;{seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="702"/>
        <source>the hands raised for seat {seat} in vote round {round}</source>
        <translation>balsis pret spēlētāju Nr.&#xa0;{seat} {round}. balsošanas kārtā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="705"/>
        <source>the votes on all of them leaving</source>
        <translation>balsis balsojumā par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="710"/>
        <source>the end of {step}</source>
        <translation>beigas: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="711"/>
        <source>{step}: a seat, or none</source>
        <translation>{step}: spēlētāja numurs vai neviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>night {number}</source>
        <translation>{number}. nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>day {number}</source>
        <translation>{number}. diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>table {number}</source>
        <translation>galds {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>head judge</source>
        <translation>galvenais tiesnesis</translation>
    </message>
    <message>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their hashes.</source>
        <translation type="vanished">Iedodiet katram galdam tā adresi (Iestatījumi → Turnīra zāle) un galvenajam tiesnesim viņējo. Paroles redzamas tikai tagad: serveris glabā tikai to jaucējkodus.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="86"/>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their SCRAM verifiers.</source>
        <translation>Iedodiet katram galdam tā URL (Iestatījumi → Turnīra zāle) un galvenajam tiesnesim viņējo. Paroles redzamas tikai tagad: serveris glabā tikai to SCRAM pārbaudes datus.</translation>
    </message>
    <message>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (systemctl reload postgresql, or pg_ctlcluster 15 main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation type="vanished">Ielieciet šīs rindas servera pg_hba.conf sākumā, virs tā paša host un local rindām (izšķir pirmā atbilstošā rinda), tad pārlādējiet servera iestatījumus (systemctl reload postgresql vai pg_ctlcluster 15 main reload): tad zāles pieteikšanās sasniedz tikai šo datubāzi (caur TLS, kur serverim tas ir).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="89"/>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (on Debian: pg_ctlcluster {version} main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation>Ielieciet šīs rindas servera pg_hba.conf sākumā, virs tā paša host un local rindām (izšķir pirmā atbilstošā rinda), tad pārlādējiet servera iestatījumus (Debian: pg_ctlcluster {version} main reload): tad zāles pieteikšanās sasniedz tikai šo datubāzi (caur TLS, kur serverim tas ir).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="107"/>
        <source>The old password no longer logs in, and the login&apos;s sessions were ended: give the new URL to its laptop (Settings → Tournament hall).</source>
        <translation>Vecā parole vairs neder, un šīs pieteikšanās sesijas ir beigtas: dodiet jauno URL tās klēpjdatoram (Iestatījumi → Turnīra zāle).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="125"/>
        <source>pushed {events} events of {games} games; {left} waiting</source>
        <translation>nosūtīti notikumi: {events} (spēles: {games}); gaida: {left}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="141"/>
        <source>game {game}: {here} events here, {there} in the hall</source>
        <translation>spēle {game}: notikumi šeit — {here}, zālē — {there}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="146"/>
        <source>refused {at:%Y-%m-%d %H:%M}: {reason}</source>
        <translation>atteikums {at:%Y-%m-%d %H:%M}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="148"/>
        <source>{left} events waiting, {refused} refusals</source>
        <translation>gaida: {left} notikumi; atteikumi: {refused}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="163"/>
        <source>Games of the hall: {done} of {total}</source>
        <translation>Zāles spēles: {done} no {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="193"/>
        <source>no hall&apos;s URL given, and none is saved in Settings → Tournament hall</source>
        <translation>zāles URL nav norādīts, un sadaļā Iestatījumi → Turnīra zāle tas nav saglabāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="217"/>
        <source>a password on the command line is seen by every user of this laptop: leave it out of the URL (it is then taken from Settings → Tournament hall, PGPASSWORD or ~/.pgpass, or asked for)</source>
        <translation>paroli komandrindā redz ikviens šī datora lietotājs: neierakstiet to URL (tad tā tiek ņemta no sadaļas Iestatījumi → Turnīra zāle, PGPASSWORD vai ~/.pgpass, vai arī tiek pieprasīta)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="231"/>
        <source>there is no archive at {path}</source>
        <translation>ceļā {path} nav arhīva</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="147"/>
        <source>the hall&apos;s worker stopped for a moment: {problem}</source>
        <translation>sūtīšana uz zāli uz brīdi apstājās: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="173"/>
        <source>the hall at {url} is reached without TLS: what this table sends can be read on the way</source>
        <translation>savienojums ar zāli {url} ir bez TLS: to, ko sūta šis galds, pa ceļam var nolasīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="236"/>
        <source>event {seq} is no event: {problem}</source>
        <translation>notikums {seq} nav derīgs notikums: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="386"/>
        <source>this table&apos;s game begun {at:%H:%M:%S} is of round {round} too</source>
        <translation>arī šī galda spēle, kas sākta {at:%H:%M:%S}, ir {round}. kārtas spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="381"/>
        <source>played at the same time as this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>spēlēta vienlaikus ar šī galda spēli, kas sākta {at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="314"/>
        <source>it holds {bytes} bytes, more than any event of a real game ({most} at most are read)</source>
        <translation>tajā ir {bytes} baiti — vairāk nekā jebkurā īstas spēles notikumā (tiek lasīti ne vairāk kā {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="320"/>
        <source>the game holds {count} events, more than a real game (at most {most} are replayed)</source>
        <translation>spēlē ir {count} notikumi — vairāk nekā īstā spēlē (tiek atskaņoti ne vairāk kā {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="378"/>
        <source>begun again: replaced by this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>sākta no jauna: to aizstāj šī galda spēle, kas sākta {at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="390"/>
        <source>begun before this table&apos;s round {round} was over</source>
        <translation>sākta, pirms šim galdam beidzās {round}. kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="427"/>
        <source>seat {seat} is {nickname}: it holds characters that do not show</source>
        <translation>spēlētājs Nr.&#xa0;{seat} ir {nickname}: segvārdā ir neredzamas rakstzīmes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="431"/>
        <source>the hall handed no seats for round {round} at this table</source>
        <translation>zāle šim galdam nav nodevusi {round}. kārtas sēdvietas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="437"/>
        <source>not as seated: seat {seat} is {nickname}, the hall seated {handed} ({count} seats differ)</source>
        <translation>sēdvietas neatbilst zāles nodotajām: spēlētājs Nr.&#xa0;{seat} ir {nickname}, zāle šajā sēdvietā nosēdināja {handed} (nesakrītošas sēdvietas: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="450"/>
        <source>seats {first} and {second} hold one nickname: it cannot count</source>
        <translation>spēlētājiem Nr.&#xa0;{first} un Nr.&#xa0;{second} ir viens segvārds: spēli nevar ieskaitīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="469"/>
        <source>its payload is not an object</source>
        <translation>tā saturs nav objekts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="479"/>
        <source>{points:+g} points to seat {seat}</source>
        <translation>{points:+g} punkti spēlētājam Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="481"/>
        <source>a foul to seat {seat}</source>
        <translation>piezīme spēlētājam Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="482"/>
        <source>an event {type}</source>
        <translation>notikums {type}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="515"/>
        <source>event {seq} does not replay: {problem}</source>
        <translation>notikumu {seq} nevar atskaņot: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="534"/>
        <source>its {count} events arrived within {took:.2f} s; {speeches} speeches and {votes} votes take at least {least:.0f} s</source>
        <translation>visi tās notikumi ({count}) pienāca {took:.2f} s laikā; runas ({speeches}) un balsojumi ({votes}) aizņem vismaz {least:.0f} s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="538"/>
        <source>changed after its end: {change} (events after the end: {count})</source>
        <translation>mainīta pēc beigām: {change} (notikumi pēc beigām: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="152"/>
        <source>{count} games played here before the hall was set up stay here (the latest begun {at} UTC by this laptop&apos;s clock)</source>
        <translation>pirms zāles izveides šeit spēlētās spēles ({count}) paliek šeit (pēdējā sākta {at} UTC pēc šī datora pulksteņa)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="155"/>
        <source>{count} imported records stay here: the hall takes only the games played at this table</source>
        <translation>importētie ieraksti ({count}) paliek šeit: zāle pieņem tikai pie šī galda spēlētās spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="164"/>
        <source>the clock the table last said is not a time ({offset})</source>
        <translation>pulkstenis, ko galds pēdējo reizi paziņoja, nav laiks ({offset})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="172"/>
        <source>this laptop&apos;s clock is {how} behind the hall&apos;s (the hall keeps its own time)</source>
        <translation>šī datora pulkstenis atpaliek no zāles pulksteņa par {how} (zāle izmanto pati savu laiku)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="173"/>
        <source>this laptop&apos;s clock is {how} ahead of the hall&apos;s (the hall keeps its own time)</source>
        <translation>šī datora pulkstenis steidzas par {how} salīdzinājumā ar zāles pulksteni (zāle izmanto pati savu laiku)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="204"/>
        <source>the hall has {hall} events of game {game}, this archive {here}: the hall&apos;s were kept</source>
        <translation>zālē ir {hall} spēles {game} notikumi, šajā arhīvā {here}: zāles notikumi saglabāti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="209"/>
        <source>game {game} in the hall differs from this archive&apos;s at event {seq}: the hall&apos;s was kept</source>
        <translation>spēle {game} zālē atšķiras no šī arhīva spēles pie notikuma {seq}: zāles versija saglabāta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="242"/>
        <source>game {game} was refused: {problem}</source>
        <translation>spēle {game} netika pieņemta: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="98"/>
        <source>{url} is not a hall&apos;s address (postgresql://role@host:port/database)</source>
        <translation>{url} nav zāles adrese (postgresql://loma@serveris:ports/datubāze)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="167"/>
        <source>the hall at {url} needs the password of {role}: type it in Settings → Tournament hall</source>
        <translation>zālei {url} vajag lomas {role} paroli: ievadiet to sadaļā Iestatījumi → Turnīra zāle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="140"/>
        <source>the hall at {url} is of version {version}, this app&apos;s halls of version {ours}: the organiser sets up a new hall with this app (or every laptop uses the app of the hall&apos;s version)</source>
        <translation>zāles {url} versija ir {version}, bet šīs lietotnes zāļu versija ir {ours}: organizators izveido jaunu zāli ar šo lietotni (vai arī visos datoros lieto zāles versijai atbilstošu lietotni)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="170"/>
        <source>the hall at {url} refused the password of {role}</source>
        <translation>zāle {url} nepieņēma lomas {role} paroli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="174"/>
        <source>the hall at {url} takes only encrypted connections: put sslmode=verify-full (or require) in its URL, as the organiser&apos;s setup printed it</source>
        <translation>zāle {url} pieņem tikai šifrētus savienojumus: ierakstiet tās URL sslmode=verify-full (vai require), kā to parādīja organizatora veiktā zāles izveide</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="179"/>
        <source>cannot reach the hall at {url}: this laptop has no copy of the server&apos;s certificate to check the server with: put the one the organiser gives (the server&apos;s hall.crt) at {path}</source>
        <translation>nevar sasniegt zāli {url}: šajā klēpjdatorā nav servera sertifikāta kopijas, ar ko pārbaudīt serveri: ielieciet to, ko dod organizators (servera hall.crt), šeit: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="182"/>
        <source>cannot reach the hall at {url}: this laptop did not accept the server&apos;s certificate. Most often the laptop&apos;s clock is behind (a certificate is valid only from the moment it was made): set the clock right and try again. Else the certificate is not the one the organiser gave (~/.postgresql/root.crt)</source>
        <translation>nevar sasniegt zāli {url}: šis klēpjdators nepieņēma servera sertifikātu. Visbiežāk klēpjdatora pulkstenis atpaliek (sertifikāts ir derīgs tikai no brīža, kad tas izveidots): iestatiet pareizu laiku un mēģiniet vēlreiz. Citādi tas nav tas sertifikāts, ko deva organizators (~/.postgresql/root.crt)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="187"/>
        <source>the server at {url} does not let {role} into this database: a hall&apos;s login reaches only its hall&apos;s database</source>
        <translation>serveris {url} nelaiž {role} šajā datubāzē: zāles pieteikšanās sasniedz tikai savas zāles datubāzi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="191"/>
        <source>the hall at {url} does not know the role {role}</source>
        <translation>zāle {url} nepazīst lomu {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="193"/>
        <source>the hall&apos;s database at {url} does not exist</source>
        <translation>zāles datubāze {url} nepastāv</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="195"/>
        <source>the hall at {url} does not allow {role} this: {problem}</source>
        <translation>zāle {url} to neatļauj lomai {role}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="198"/>
        <source>{url} holds no hall: the organiser runs &apos;mafia-desktop hall setup&apos; first</source>
        <translation>{url} nav zāles: vispirms organizators palaiž &apos;mafia-desktop hall setup&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="200"/>
        <source>the hall at {url} lets {role} hold only a few connections at once, and they are all in use: close this login&apos;s other windows or commands</source>
        <translation>zāle {url} ļauj lomai {role} vienlaikus izmantot tikai dažus savienojumus, un tie visi ir aizņemti: aizveriet citus logus vai komandas, kas izmanto šo pieteikšanos</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="205"/>
        <source>cannot reach the hall at {url} ({problem})</source>
        <translation>neizdodas sazināties ar zāli {url} ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="203"/>
        <location filename="../../mafia_desktop/hall/connection.py" line="206"/>
        <source>the hall at {url} refused: {problem}</source>
        <translation>zāle {url} atteica: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="51"/>
        <source>a hall has 1 to {limit} tables, not {count}</source>
        <translation>zālē ir no 1 līdz {limit} galdiem, nevis {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="101"/>
        <source>The setup ran as {role}, not a superuser: the advisory-lock, large-object and notification functions, plpgsql and temp_file_limit could not be withheld from the hall&apos;s logins, and {role}, a member of the hall&apos;s roles, is matched by the pg_hba.conf lines printed: keep a line of its own above them.</source>
        <translation>Iestatīšana notika kā {role}, kas nav superlietotājs: ieteikuma bloķēšanas, lielo objektu un paziņojumu funkcijas, plpgsql un temp_file_limit neizdevās atņemt zāles pieteikšanās lomām, un {role}, zāles lomu dalībnieku, aptver izdrukātās pg_hba.conf rindas: atstājiet tam savu rindu virs tām.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="106"/>
        <source>The hall&apos;s roles ({role}) cannot be named in pg_hba.conf: their name, the database&apos;s, holds a space, a comma, a quote or a #. To keep the hall&apos;s logins to its database, set it up in a database whose name has none.</source>
        <translation>Zāles lomas ({role}) nevar nosaukt pg_hba.conf: to nosaukumā, datubāzes nosaukumā, ir atstarpe, komats, pēdiņa vai #. Lai zāles pieteikšanās sasniegtu tikai tās datubāzi, iestatiet zāli datubāzē, kuras nosaukumā to nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="153"/>
        <source>the server at {url} needs the password of {role}: run the setup at a terminal (it asks), or set PGPASSWORD. Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos; (or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>serverim {url} vajag lomas {role} paroli: palaidiet iestatīšanu terminālī (tā pajautās) vai iestatiet PGPASSWORD. Debian postgres lomai paroles nav, kamēr tai to nepiešķir: sudo -u postgres psql -c &apos;\password&apos; (vai su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="160"/>
        <source>the server at {url} refused the password of {role} (Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos;, or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>serveris {url} nepieņēma lomas {role} paroli (Debian postgres lomai paroles nav, kamēr tai to nepiešķir: sudo -u postgres psql -c &apos;\password&apos; vai su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="168"/>
        <source>The server at {url} has no TLS: what the tables send is not encrypted. The README&apos;s organiser steps give the server a certificate (hostssl, scram-sha-256).</source>
        <translation>Serverim {url} nav TLS: tas, ko sūta galdi, netiek šifrēts. README organizatora soļos aprakstīts, kā serverim piešķirt sertifikātu (hostssl, scram-sha-256).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="171"/>
        <source>The URLs ask for TLS (sslmode=require) but do not check the server&apos;s certificate, for this laptop did not: copy the server&apos;s root certificate to each laptop as ~/.postgresql/root.crt and run the setup with sslmode=verify-full in its URL, which the tables&apos; URLs then carry.</source>
        <translation>URL pieprasa TLS (sslmode=require), bet nepārbauda servera sertifikātu, jo to nepārbaudīja arī šis dators: nokopējiet servera saknes sertifikātu uz katru datoru kā ~/.postgresql/root.crt un palaidiet zāles izveidi ar sslmode=verify-full tās URL; tad tas būs arī galdu URL.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="182"/>
        <source>the database at {url} is not empty ({count} tables): a hall is set up in an empty database of its own, so nothing in it is overwritten</source>
        <translation>datubāze {url} nav tukša (tabulas: {count}): zāli izveido atsevišķā tukšā datubāzē, lai tajā nekas netiktu pārrakstīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="190"/>
        <source>the server at {url} has roles named {roles} already: set up the hall in a database of another name</source>
        <translation>serverī {url} jau ir lomas {roles}: izveidojiet zāli datubāzē ar citu nosaukumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="239"/>
        <source>the hall at {url} has no table {number}</source>
        <translation>zālē {url} nav galda {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the town won</source>
        <translation>uzvarēja pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the mafia won</source>
        <translation>uzvarēja mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="13"/>
        <source>a draw</source>
        <translation>neizšķirts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="17"/>
        <source>unfinished</source>
        <translation>nepabeigta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="24"/>
        <source>seat {seat} is {ours!r} in the archive, {theirs!r} in the record</source>
        <translation>spēlētājs Nr.&#xa0;{seat} arhīvā ir {ours!r}, bet ierakstā — {theirs!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="29"/>
        <source>the archive&apos;s game: {ours}; the record: {theirs}</source>
        <translation>arhīva spēle: {ours}; ierakstā: {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="37"/>
        <source>the game&apos;s rules differ</source>
        <translation>spēles noteikumi atšķiras</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/importing/differences.py" line="43"/>
        <source>the record ends at {moment}, where the archive&apos;s game goes on (%n event(s) more)</source>
        <translation>
            <numerusform>ieraksts beidzas brīdī {moment}, bet arhīva spēle turpinās (vēl %n žurnāla ieraksts)</numerusform>
            <numerusform>ieraksts beidzas brīdī {moment}, bet arhīva spēle turpinās (vēl %n žurnāla ieraksti)</numerusform>
            <numerusform>ieraksts beidzas brīdī {moment}, bet arhīva spēle turpinās (vēl %n žurnāla ierakstu)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="46"/>
        <source>the record goes on past the archive&apos;s game, from {moment}</source>
        <translation>ieraksts turpinās tālāk par arhīva spēli, sākot no brīža {moment}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="48"/>
        <source>from {moment} on: event {number} ({kind}) is not the same</source>
        <translation>sākot no brīža {moment}: žurnāla ieraksts Nr.&#xa0;{number} ({kind}) nesakrīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="51"/>
        <source>from {moment} on: event {number} is {ours} in the archive, {theirs} in the record</source>
        <translation>sākot no brīža {moment}: žurnāla ieraksts Nr.&#xa0;{number} arhīvā ir {ours}, bet ierakstā — {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="29"/>
        <source>{file} is larger than {limit} MB: not a file of starting ratings</source>
        <translation>{file} ir lielāks par {limit} MB: tas nav sākuma reitingu fails</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="33"/>
        <source>{file} cannot be read ({error})</source>
        <translation>{file} nevar nolasīt ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="37"/>
        <source>{file} is not a UTF-8 text file</source>
        <translation>{file} nav UTF-8 teksta fails</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="53"/>
        <source>{file} line {line}: {name} is on line {first} already</source>
        <translation>{file}, {line}. rinda: {name} jau ir {first}. rindā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="58"/>
        <source>{file} has more than {limit} players</source>
        <translation>Failā {file} ir vairāk nekā {limit} spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="60"/>
        <source>{file} is not a CSV file ({error})</source>
        <translation>{file} nav CSV fails ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="62"/>
        <source>{file} has no starting ratings (a line a player: nickname, overall, red, black)</source>
        <translation>Failā {file} nav sākuma reitingu (katrā rindā viens spēlētājs: segvārds, kopējais, sarkanais, melnais)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="69"/>
        <source>{file} line {line}: {count} values; a line is nickname, overall, red, black</source>
        <translation>{file}, {line}. rinda: vērtību skaits {count}; rindā jābūt: segvārds, kopējais, sarkanais, melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="74"/>
        <source>{file} line {line}: {problem}</source>
        <translation>{file}, {line}. rinda: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="76"/>
        <source>{file} line {line}: the nickname is empty</source>
        <translation>{file}, {line}. rinda: segvārds ir tukšs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="84"/>
        <source>{file} line {line}: the {column} rating {value!r} is not a rating (a number, at most a million either way)</source>
        <translation>{file}, {line}. rinda: reitinga {column} vērtība {value!r} nav reitings (jābūt skaitlim, kura absolūtā vērtība nepārsniedz miljonu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="29"/>
        <source>it has no field {field}</source>
        <translation>tajā nav lauka {field}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="30"/>
        <source>{game}: malformed record ({detail})</source>
        <translation>{game}: bojāts ieraksts ({detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="49"/>
        <source>An older mafiaratings export: read as the current shape, its rounds a day and then its night.</source>
        <translation>Vecākas versijas mafiaratings eksports: nolasīts pašreizējā formā, katrā kārtā vispirms diena, tad nakts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="52"/>
        <source>The record counts the blacks a best move found (mafs_guessed) without naming the seats: not kept.</source>
        <translation>Ierakstā ir labākajā gājienā atrasto melno spēlētāju skaits (mafs_guessed), bet nav norādīti viņu numuri: nav saglabāts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="71"/>
        <source>seat {seat}</source>
        <translation>spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="80"/>
        <source>{what}&apos;s death_round</source>
        <translation>{what}: death_round</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="89"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="92"/>
        <source>{what}&apos;s {key}</source>
        <translation>{what}: {key}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="104"/>
        <source>{what}: {key} is not round_N</source>
        <translation>{what}: {key} nav round_N</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/disk_room.py" line="41"/>
        <source>Only {free} are left on the disk holding the archive {path}. Free some room soon: once the disk is full, no move can be saved.</source>
        <translation>Diskā ar arhīvu {path} atlicis tikai {free}. Drīzumā atbrīvojiet vietu: kad disks būs pilns, nevienu gājienu nevarēs saglabāt.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/background.py" line="33"/>
        <source>Work in the background failed ({kind}: {problem}); the details are in the log</source>
        <translation>Darbs fonā neizdevās ({kind}: {problem}); sīkāka informācija ir žurnālfailā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="99"/>
        <source>its list of parts cannot be read</source>
        <translation>tās daļu sarakstu nevar nolasīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="101"/>
        <source>The backup {backup} cannot be read ({error})</source>
        <translation>Rezerves kopiju {backup} nevar nolasīt ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="104"/>
        <source>it was written in a form this version does not know</source>
        <translation>tā ierakstīta formātā, ko šī versija nepazīst</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="107"/>
        <source>its list of parts is cut short or changed</source>
        <translation>tās daļu saraksts ir saīsināts vai mainīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="183"/>
        <source>its part {part} is missing</source>
        <translation>trūkst tās daļas {part}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="187"/>
        <source>its part {part} is damaged</source>
        <translation>tās daļa {part} ir bojāta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="283"/>
        <source>the file its parts make is not the one backed up</source>
        <translation>fails, ko veido tās daļas, nav tas, kas tika saglabāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="42"/>
        <source>{game} holds {count} events (the largest {bytes} bytes), more than a real game: skipped</source>
        <translation>{game}: {count} notikumi (lielākais — {bytes} baiti), vairāk nekā īstā spēlē: izlaista</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="58"/>
        <source>{game} has no events in the hall yet: left for the next time</source>
        <translation>{game} zālē vēl nav žurnāla ierakstu: atstāta nākamajai reizei</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="62"/>
        <source>{game} is damaged in the hall and was skipped ({problem})</source>
        <translation>{game} zālē ir bojāta un izlaista ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="68"/>
        <source>{game}: event {seq} is no event ({problem}); skipped</source>
        <translation>{game}: žurnāla ieraksts {seq} nav nolasāms ({problem}); izlaista</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="49"/>
        <source>There is no archive at {path}</source>
        <translation>Vietā {path} nav arhīva</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="78"/>
        <source>{path} is this archive itself</source>
        <translation>{path} ir tieši šis arhīvs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="95"/>
        <source>game {id} is damaged there and was skipped ({problem})</source>
        <translation>spēle {id} tur ir bojāta un izlaista ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="90"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored</source>
        <translation>Rezerves kopijas atjaunošana tika pārtraukta (lietotne tika apturēta); tagad tā ir pabeigta: {path} ir atjaunotā kopija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="92"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored, and the archive it replaced is kept as {aside}</source>
        <translation>Rezerves kopijas atjaunošana tika pārtraukta (lietotne tika apturēta); tagad tā ir pabeigta: {path} ir atjaunotā kopija, un arhīvs, ko tā aizstāja, saglabāts kā {aside}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="98"/>
        <source>A restore of a backup was cut short (the app was stopped) before it changed anything: its unfinished copy was removed and {path} is as it was</source>
        <translation>Rezerves kopijas atjaunošana tika pārtraukta (lietotne tika apturēta), pirms tā ko mainīja: tās nepabeigtā kopija izdzēsta, un {path} ir tāds, kāds bija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="37"/>
        <source>{game}: the rating service takes games of {seats} players, this one has {count}</source>
        <translation>{game}: reitingu serviss pieņem spēles ar {seats} spēlētājiem, šajā ir {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="40"/>
        <source>{game}: only a finished game is published</source>
        <translation>{game}: publicē tikai pabeigtu spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="42"/>
        <source>{game}: no event of the rating service to publish it in</source>
        <translation>{game}: nav reitingu servisa pasākuma, kurā to publicēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="47"/>
        <source>{game}: its start time is not known</source>
        <translation>{game}: tās sākuma laiks nav zināms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="54"/>
        <source>publish GAME_ID… or --event EVENT_ID, one of them</source>
        <translation>publish GAME_ID… vai --event EVENT_ID, viens no tiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="114"/>
        <source>{file}, line {line}: a nickname and the service&apos;s user id (a number) are expected</source>
        <translation>{file}, rinda {line}: gaidīts segvārds un servisa lietotāja id (skaitlis)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="126"/>
        <source>Which account of the rating service? --user NAME</source>
        <translation>Kurš reitingu servisa konts? --user VĀRDS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="131"/>
        <source>Password of {user} on {site}: </source>
        <translation>{user} parole vietnē {site}: </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="133"/>
        <source>No password for {user}: set {variable}, or save it in the window (Settings → Rating service)</source>
        <translation>Nav paroles lietotājam {user}: iestatiet {variable} vai saglabājiet to logā (Iestatījumi → Reitingu serviss)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="145"/>
        <source>The rating service has no event {id}</source>
        <translation>Reitingu servisā nav pasākuma {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="150"/>
        <source>game {id} is in no event of ours: put it in one to link it to the service&apos;s event</source>
        <translation>spēle {id} nav nevienā mūsu pasākumā: ielieciet to pasākumā, lai to sasaistītu ar servisa pasākumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="163"/>
        <source>game {id}: seats sent without a user id of the service (no rating there): {seats}</source>
        <translation>spēle {id}: vietas, kas nosūtītas bez servisa lietotāja id (tur bez reitinga): {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="177"/>
        <source>game {id}: its event is not linked to an event of the rating service (--service-event N)</source>
        <translation>spēle {id}: tās pasākums nav sasaistīts ar reitingu servisa pasākumu (--service-event N)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="203"/>
        <source>game {id} was published already (its game {service_id})</source>
        <translation>spēle {id} jau ir publicēta (tās spēle {service_id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="206"/>
        <source>game {id} still waits: the rating service could not be reached</source>
        <translation>spēle {id} vēl gaida: reitingu serviss nav sasniedzams</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="71"/>
        <source>{game} changed after it was published, and the rating service&apos;s id of it is not known: correct it on the service&apos;s site</source>
        <translation>{game} mainījās pēc publicēšanas, un tās id reitingu servisā nav zināms: izlabojiet to servisa vietnē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="90"/>
        <source>{game} is not published: {problem}</source>
        <translation>{game} nav publicēta: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="106"/>
        <source>The rating service refused {game}: {words}</source>
        <translation>Reitingu serviss noraidīja {game}: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="116"/>
        <source>{game} waits for its end to be published</source>
        <translation>{game} gaida beigas, lai to publicētu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="119"/>
        <source>{game} waits: it is in no event (an event of ours linked to the rating service&apos;s is where its games are published)</source>
        <translation>{game} gaida: tā nav nevienā pasākumā (spēles publicē pasākumā, kas sasaistīts ar reitingu servisa pasākumu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="122"/>
        <source>{game} waits: the event {name!r} is not linked to an event of the rating service</source>
        <translation>{game} gaida: pasākums {name!r} nav sasaistīts ar reitingu servisa pasākumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="130"/>
        <source>{game} is published on the rating service ({what}); the service fixed: {fixes}</source>
        <translation>{game} ir publicēta reitingu servisā ({what}); serviss izlaboja: {fixes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="132"/>
        <source>{game} is published on the rating service ({what})</source>
        <translation>{game} ir publicēta reitingu servisā ({what})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="138"/>
        <source>its game {id} corrected</source>
        <translation>tās spēle {id} izlabota</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game {id}</source>
        <translation>tās spēle {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game id not learnt</source>
        <translation>tās spēles id nav uzzināts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="160"/>
        <source>The rating service at {site} answered with an error (HTTP {status}); it is tried again later</source>
        <translation>Reitingu serviss {site} atbildēja ar kļūdu (HTTP {status}); mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="172"/>
        <source>The rating service at {site} did not answer in time; it is tried again later</source>
        <translation>Reitingu serviss {site} neatbildēja laikā; mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="174"/>
        <source>The rating service&apos;s address {site} was not found (no network, or a wrong address); it is tried again later</source>
        <translation>Reitingu servisa adrese {site} netika atrasta (nav tīkla vai nepareiza adrese); mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="177"/>
        <source>The secure connection to the rating service at {site} failed (TLS: the network or the site&apos;s certificate); it is tried again later</source>
        <translation>Drošais savienojums ar reitingu servisu {site} neizdevās (TLS: tīkls vai vietnes sertifikāts); mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="179"/>
        <source>The rating service at {site} could not be reached; it is tried again later</source>
        <translation>Reitingu serviss {site} nav sasniedzams; mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="186"/>
        <source>The rating service at {site} did not answer as its API does (a web page or other text: a wrong address, or the site is down); it is tried again later</source>
        <translation>Reitingu serviss {site} neatbildēja kā tā API (tīmekļa lapa vai cits teksts: nepareiza adrese vai vietne nedarbojas); mēģinās vēlreiz vēlāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="198"/>
        <source>The rating service refused: {words}</source>
        <translation>Reitingu serviss atteica: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="111"/>
        <source>The window closed before the game was sent; it is sent at the next start</source>
        <translation>Logs aizvērās, pirms spēle tika nosūtīta; tā tiks nosūtīta nākamajā palaišanā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="68"/>
        <source>OBS at {address} refused the password: set it in Settings → OBS</source>
        <translation>OBS adresē {address} noraidīja paroli: norādiet to sadaļā Iestatījumi → OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="70"/>
        <source>OBS at {address} speaks another version of its WebSocket protocol: OBS 28 or later is needed</source>
        <translation>OBS adresē {address} izmanto citu sava WebSocket protokola versiju: vajadzīgs OBS 28 vai jaunāks</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="72"/>
        <source>OBS at {address} closed the connection; it is tried again every few seconds</source>
        <translation>OBS adresē {address} aizvēra savienojumu; savienojums tiek mēģināts atkal ik pēc dažām sekundēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="90"/>
        <source>{address} is not an OBS address: write it as ws://127.0.0.1:4455, the server and the port OBS shows in Tools → WebSocket Server Settings</source>
        <translation>{address} nav OBS adrese: rakstiet to kā ws://127.0.0.1:4455 — serveris un ports, ko OBS rāda sadaļā Rīki → WebSocket Server Settings</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="134"/>
        <source>The server at the OBS address answered with something that is not OBS&apos;s WebSocket protocol</source>
        <translation>Serveris OBS adresē atbildēja ar kaut ko, kas nav OBS WebSocket protokols</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="178"/>
        <source>This OBS ({version}) marks no chapters in a recording: OBS 30.2 and later do</source>
        <translation>Šis OBS ({version}) neatzīmē nodaļas ierakstā: to dara OBS 30.2 un jaunāki</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="181"/>
        <source>OBS has no scene named {scene}: name one of its scenes in Settings → OBS</source>
        <translation>OBS nav ainas ar nosaukumu {scene}: norādiet kādu no tā ainām sadaļā Iestatījumi → OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="184"/>
        <source>OBS marked no chapter: {reason}</source>
        <translation>OBS neatzīmēja nodaļu: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="186"/>
        <source>OBS refused {request}: {reason}</source>
        <translation>OBS noraidīja pieprasījumu {request}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="81"/>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="144"/>
        <source>Connecting to OBS at {address}…</source>
        <translation>Savienojas ar OBS adresē {address}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="98"/>
        <source>OBS is not answering at {address} (not running, or its WebSocket server is off in Tools → WebSocket Server Settings); it is tried again every few seconds</source>
        <translation>OBS neatbild adresē {address} (nav palaists vai tā WebSocket serveris ir izslēgts sadaļā Rīki → WebSocket Server Settings); savienojums tiek mēģināts atkal ik pēc dažām sekundēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="106"/>
        <source>OBS at {address} has not answered for {seconds} s</source>
        <translation>OBS adresē {address} nav atbildējis jau {seconds} s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="109"/>
        <source>OBS at {address} did not answer within {seconds} s; it is tried again every few seconds</source>
        <translation>OBS adresē {address} neatbildēja {seconds} s laikā; savienojums tiek mēģināts atkal ik pēc dažām sekundēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="147"/>
        <source>OBS follows the table: scene {scene}</source>
        <translation>OBS seko galdam: aina {scene}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="148"/>
        <source>OBS follows the table</source>
        <translation>OBS seko galdam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="151"/>
        <source>{following}. {problem}</source>
        <translation>{following}. {problem}</translation>
    </message>
</context>
<context>
    <name>Answers</name>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="31"/>
        <source>The don (seat {actor}) checked seat {seat}</source>
        <translation>Dons (Nr.&#xa0;{actor}) pārbaudīja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="32"/>
        <source>The sheriff (seat {actor}) checked seat {seat}</source>
        <translation>Šerifs (Nr.&#xa0;{actor}) pārbaudīja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="33"/>
        <source>The commissar (seat {actor}) checked seat {seat}</source>
        <translation>Komisārs (Nr.&#xa0;{actor}) pārbaudīja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="34"/>
        <source>The doctor (seat {actor}) chose seat {seat}</source>
        <translation>Ārsts (Nr.&#xa0;{actor}) izvēlējās spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="35"/>
        <source>The mistress (seat {actor}) chose seat {seat}</source>
        <translation>Mīļākā (Nr.&#xa0;{actor}) izvēlējās spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="43"/>
        <source>Seat {seat} is saved tonight</source>
        <translation>Ārsts šonakt ārstē spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="50"/>
        <source>Nod</source>
        <translation>Pamājiet ar galvu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="51"/>
        <source>Shake your head</source>
        <translation>Papuriniet galvu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="52"/>
        <source>Nod, and a ring of thumb and finger</source>
        <translation>Pamājiet ar galvu un parādiet gredzenu no īkšķa un rādītājpirksta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="53"/>
        <source>Shake your head, and cross your arms</source>
        <translation>Papuriniet galvu un sakrustojiet rokas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="54"/>
        <source>Nod, and thumb down</source>
        <translation>Pamājiet ar galvu un parādiet īkšķi uz leju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="55"/>
        <source>Shake your head, and thumb up</source>
        <translation>Papuriniet galvu un parādiet īkšķi uz augšu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>yes, the sheriff</source>
        <translation>jā, šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="61"/>
        <source>no, not the sheriff</source>
        <translation>nē, nav šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>yes, black</source>
        <translation>jā, melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>no, red</source>
        <translation>nē, sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>no, not black</source>
        <translation>nē, nav mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="85"/>
        <source>Nod: the choice is taken</source>
        <translation>Pamājiet ar galvu: izvēle pieņemta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="93"/>
        <source>{gesture}: {meaning}</source>
        <translation>{gesture}: {meaning}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="44"/>
        <source>Seat {seat} is visited tonight</source>
        <translation>Mīļākā šonakt apmeklē spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="88"/>
        <source>No answer: the mistress blocked him</source>
        <translation>Atbildes nav: mīļākā viņu bloķējusi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="89"/>
        <source>Show nothing</source>
        <translation>Neko nerādiet</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>THE SHERIFF</source>
        <translation>ŠERIFS</translation>
    </message>
    <message>
        <source>Thumbs up: yes, the sheriff</source>
        <translation type="vanished">Īkšķis uz augšu: jā, šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="60"/>
        <source>NOT THE SHERIFF</source>
        <translation>NAV ŠERIFS</translation>
    </message>
    <message>
        <source>Thumbs down: not the sheriff</source>
        <translation type="vanished">Īkšķis uz leju: nav šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>BLACK</source>
        <translation>MELNAIS</translation>
    </message>
    <message>
        <source>Thumbs down: black</source>
        <translation type="vanished">Īkšķis uz leju: melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>RED</source>
        <translation>SARKANAIS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>NOT BLACK</source>
        <translation>NAV MAFIJA</translation>
    </message>
    <message>
        <source>Thumbs up: red</source>
        <translation type="vanished">Īkšķis uz augšu: sarkanais</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../mafia_desktop/app.py" line="51"/>
        <location filename="../../mafia_desktop/app.py" line="57"/>
        <location filename="../../mafia_desktop/app.py" line="96"/>
        <location filename="../../mafia_desktop/app.py" line="121"/>
        <location filename="../../mafia_desktop/app.py" line="126"/>
        <source>Mafia host</source>
        <translation>Mafijas vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="51"/>
        <source>Upgrading the archive to this version: every game is read again once.
Cancel opens the archive as it is now; the upgrade goes on at the next start.</source>
        <translation>Arhīvs tiek atjaunināts uz šo versiju: katra spēle tiek pārlasīta vienreiz.
“Atcelt” atver arhīvu tādu, kāds tas ir; atjaunināšana turpināsies nākamajā palaišanā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="98"/>
        <source>Repair it into a new file now?</source>
        <translation>Salabot to jaunā failā tagad?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="103"/>
        <source>The repaired copy {repaired} is the archive now; the damaged file is kept as {aside}.</source>
        <translation>Salabotā kopija {repaired} tagad ir arhīvs; bojātais fails saglabāts kā {aside}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="126"/>
        <source>Something went wrong: {error}. The game on the table is safe in the archive.</source>
        <translation>Kaut kas nogāja greizi: {error}. Spēle pie galda ir droši saglabāta arhīvā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="129"/>
        <source>The details are in the log: {path}</source>
        <translation>Sīkāka informācija ir žurnālfailā: {path}</translation>
    </message>
    <message>
        <source>Upgrading the archive to this version: every game is read again once.
Please wait; nothing is lost if this is interrupted.</source>
        <translation type="vanished">Arhīvs tiek atjaunināts uz šo versiju: katra spēle vienreiz tiek nolasīta no jauna.
Lūdzu, uzgaidiet; ja process tiks pārtraukts, nekas nepazudīs.</translation>
    </message>
</context>
<context>
    <name>ArchiveGamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="23"/>
        <source>finished</source>
        <translation>pabeigta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="24"/>
        <source>unfinished: {stage}</source>
        <translation>nepabeigta: {stage}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="27"/>
        <source>town</source>
        <translation>pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="28"/>
        <source>mafia</source>
        <translation>mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="29"/>
        <source>draw</source>
        <translation>neizšķirts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="53"/>
        <source>Started</source>
        <translation>Sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="54"/>
        <source>Club / table / game</source>
        <translation>Klubs / galds / spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="55"/>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="56"/>
        <source>Host</source>
        <translation>Vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="57"/>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="59"/>
        <source>Winner</source>
        <translation>Uzvarētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="60"/>
        <source>Finished</source>
        <translation>Pabeigta</translation>
    </message>
</context>
<context>
    <name>ArchivePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="47"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="48"/>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="49"/>
        <source>Ratings</source>
        <translation>Reitingi</translation>
    </message>
</context>
<context>
    <name>Audience</name>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="46"/>
        <source>table {table}</source>
        <translation>galds Nr.&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="48"/>
        <source>game {number}</source>
        <translation>spēle Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="76"/>
        <source>No nominees yet</source>
        <translation>Kandidātu vēl nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="77"/>
        <source>Nominees: {seats}</source>
        <translation>Kandidāti: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="94"/>
        <source>seat {seat}: {votes}</source>
        <translation>Nr.&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="123"/>
        <source>Night {night}: seat {seat} was killed</source>
        <translation>{night}. nakts: spēlētājs Nr.&#xa0;{seat} ir nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="125"/>
        <source>Night {night}: nobody was killed</source>
        <translation>{night}. nakts: neviens nav nošauts</translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="60"/>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="97"/>
        <source>Audience screen</source>
        <translation>Skatītāju ekrāns</translation>
    </message>
</context>
<context>
    <name>Chapters</name>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="24"/>
        <source>{day}: the vote</source>
        <translation>{day}: balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="25"/>
        <source>Before the game</source>
        <translation>Pirms spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="26"/>
        <source>Replay</source>
        <translation>Spēles pārskats</translation>
    </message>
</context>
<context>
    <name>Contests</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="137"/>
        <source>Club evening</source>
        <translation>Kluba vakars</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="138"/>
        <source>Tournament</source>
        <translation>Turnīrs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="139"/>
        <source>Elite tournament</source>
        <translation>Elites turnīrs</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>Event</source>
        <translation>Pasākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>New event</source>
        <translation>Jauns pasākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="49"/>
        <source>e.g. Friday club evening</source>
        <translation>piem., piektdienas kluba vakars</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="61"/>
        <source>Edit the numbers…</source>
        <translation>Mainīt skaitļus…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="77"/>
        <source>Name</source>
        <translation>Nosaukums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="78"/>
        <source>Kind</source>
        <translation>Veids</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="80"/>
        <source>Dates</source>
        <translation>Datumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="82"/>
        <source>to</source>
        <translation>līdz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="84"/>
        <source>Tables</source>
        <translation>Galdu skaits</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="86"/>
        <source>Scoring</source>
        <translation>Punktu skaitīšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="90"/>
        <source>Tie-breaks
(drag to order,
tick to use)</source>
        <translation>Papildkritēriji
(velciet, lai mainītu secību;
atzīmējiet vajadzīgos)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="144"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. Nekas netika saglabāts.</translation>
    </message>
</context>
<context>
    <name>EventLinkDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="30"/>
        <source>Link to the rating service</source>
        <translation>Saite ar reitingu servisu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="31"/>
        <source>Which of the rating service&apos;s events is “{event}”? Its games are published into it.</source>
        <translation>Kurš reitingu servisa pasākums ir „{event}”? Tā spēles tiek publicētas tajā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="45"/>
        <source>Or the event&apos;s number</source>
        <translation>Vai pasākuma numurs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="46"/>
        <source>and its club&apos;s number</source>
        <translation>un tā kluba numurs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="62"/>
        <source>No account of the rating service is set (Settings → Rating service): type the event&apos;s number.</source>
        <translation>Reitingu servisa konts nav iestatīts (Iestatījumi → Reitingu serviss): ierakstiet pasākuma numuru.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="65"/>
        <source>Reading the service&apos;s events…</source>
        <translation>Nolasa servisa pasākumus…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="69"/>
        <source>The service&apos;s events, the latest first:</source>
        <translation>Servisa pasākumi, jaunākie augšā:</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="70"/>
        <source>The service lists no event for this account: type the event&apos;s number.</source>
        <translation>Serviss šim kontam nerāda nevienu pasākumu: ierakstiet pasākuma numuru.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="91"/>
        <source>Choose one of the service&apos;s events, or type its number and its club&apos;s.</source>
        <translation>Izvēlieties kādu servisa pasākumu vai ierakstiet tā un kluba numuru.</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="88"/>
        <source>Table </source>
        <translation>Galds Nr. </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="94"/>
        <source>Back</source>
        <translation>Atpakaļ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="99"/>
        <source>Settings…</source>
        <translation>Iestatījumi…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt; (finished games)</source>
        <translation type="vanished">&lt;b&gt;Kopvērtējums&lt;/b&gt; (pabeigtās spēles)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="123"/>
        <source>Standings PDF…</source>
        <translation>Kopvērtējums PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="124"/>
        <source>Standings CSV…</source>
        <translation>Kopvērtējums CSV…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="121"/>
        <source>All protocols…</source>
        <translation>Visi protokoli…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="122"/>
        <source>Protocols in one PDF…</source>
        <translation>Protokoli vienā PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="127"/>
        <source>Seating plan…</source>
        <translation>Sēdvietu plāns…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Spēles&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="136"/>
        <source>New game at this table</source>
        <translation>Jauna spēle pie šī galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="139"/>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="142"/>
        <source>Add games…</source>
        <translation>Pievienot spēles…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="140"/>
        <source>Take out</source>
        <translation>Izņemt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="115"/>
        <source>Standings (finished games)</source>
        <translation>Kopvērtējums (pabeigtās spēles)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="obsolete">Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="128"/>
        <source>No game yet: “New game at this table” starts one, “Add games…” brings in games played or imported before.</source>
        <translation>Spēļu vēl nav: „Jauna spēle pie šī galda” sāk spēli, „Pievienot spēles…” pievieno agrāk spēlētas vai importētas spēles.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="165"/>
        <source>Standings</source>
        <translation>Kopvērtējums</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="116"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="169"/>
        <source>Games (%n)</source>
        <translation>
            <numerusform>Spēles (%n)</numerusform>
            <numerusform>Spēles (%n)</numerusform>
            <numerusform>Spēles (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="101"/>
        <source>Rating service</source>
        <translation>Reitingu serviss</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="104"/>
        <source>Link to the rating service…</source>
        <translation>Sasaistīt ar reitingu servisu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="105"/>
        <source>Publish the evening</source>
        <translation>Publicēt vakaru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="231"/>
        <source>{event} standings</source>
        <translation>{event} — kopvērtējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="237"/>
        <source>Standings PDF</source>
        <translation>Kopvērtējums PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="244"/>
        <source>Standings CSV</source>
        <translation>Kopvērtējums CSV</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="256"/>
        <source>Folder for the protocols</source>
        <translation>Mape protokoliem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="263"/>
        <source>{event} protocols</source>
        <translation>{event}, protokoli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="265"/>
        <source>Protocols in one PDF</source>
        <translation>Protokoli vienā PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Export</source>
        <translation>Eksports</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <source>Could not write {where}: {error}</source>
        <translation>Neizdevās ierakstīt {where}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Saved: {where}</source>
        <translation>Saglabāts: {where}</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="33"/>
        <source>the town wins</source>
        <translation>uzvar pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="34"/>
        <source>the mafia wins</source>
        <translation>uzvar mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="35"/>
        <source>a draw: everyone left together</source>
        <translation>neizšķirts: visi pameta galdu vienlaikus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="39"/>
        <source>don {seats}</source>
        <translation>dons {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="40"/>
        <source>mafia {seats}</source>
        <translation>mafija {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="41"/>
        <source>sheriff {seats}</source>
        <translation>šerifs {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="42"/>
        <source>commissar {seats}</source>
        <translation>komisārs {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="43"/>
        <source>doctor {seats}</source>
        <translation>ārsts {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="44"/>
        <source>mistress {seats}</source>
        <translation>mīļākā {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="48"/>
        <source>New game: {count} players, sport rules</source>
        <translation>Jauna spēle: sporta noteikumi, spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="49"/>
        <source>New game: {count} players, mastermind rules</source>
        <translation>Jauna spēle: Mastermind noteikumi, spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="50"/>
        <source>New game: {count} players, latvian rules</source>
        <translation>Jauna spēle: Latvijas noteikumi, spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="51"/>
        <source>New game: {count} players, classic rules</source>
        <translation>Jauna spēle: klasiskie noteikumi, spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="92"/>
        <source>{event} — {outcome}</source>
        <translation>{event} — {outcome}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="123"/>
        <source>N{night}</source>
        <translation>N{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="125"/>
        <source>D{day}</source>
        <translation>D{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>End</source>
        <translation>Beigas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>Setup</source>
        <translation>Sagatavošana</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} un {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="147"/>
        <source>the talk</source>
        <translation>apspriešana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="155"/>
        <source>New game: {count} players, {preset} rules</source>
        <translation>Jauna spēle: noteikumi {preset}, spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="162"/>
        <source>table {table}</source>
        <translation>galds Nr.&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="163"/>
        <source>game {number}</source>
        <translation>spēle Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="164"/>
        <source>host {host}</source>
        <translation>vadītājs {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="166"/>
        <source>Game labelled: {labels}</source>
        <translation>Spēles dati: {labels}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="167"/>
        <source>Game labels cleared</source>
        <translation>Spēles dati notīrīti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="174"/>
        <source>Seat {seat} renamed: {old} → {new}</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} segvārds mainīts: {old} → {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="176"/>
        <source>Seat {seat} is now called {new}</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} segvārds tagad: {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="182"/>
        <source>Roles dealt</source>
        <translation>Lomas izdalītas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="189"/>
        <source>Roles dealt: civilians only</source>
        <translation>Lomas izdalītas: tikai civiliedzīvotāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="190"/>
        <source>Roles dealt: {roles}</source>
        <translation>Lomas izdalītas: {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="195"/>
        <source>The mafia&apos;s arrangement: seats {seats}</source>
        <translation>Mafijas vienošanās: Nr.&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="201"/>
        <source>Timer started by itself: {step}</source>
        <translation>Taimeris palaidās pats: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="203"/>
        <source>Timer resumed: {step}</source>
        <translation>Taimeris atsākts: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="204"/>
        <source>Timer started: {step}</source>
        <translation>Taimeris palaists: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="211"/>
        <source>Timer paused as the game was opened again: {step} ({time} left)</source>
        <translation>Taimeris apturēts, spēli atverot no jauna: {step} (atlikušais laiks: {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="214"/>
        <source>Timer paused: {step}</source>
        <translation>Taimeris apturēts: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="215"/>
        <source>Timer paused: {step} ({time} left)</source>
        <translation>Taimeris apturēts: {step} (atlikušais laiks: {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="220"/>
        <source>+{seconds} s for {step}</source>
        <translation>+{seconds} s: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="225"/>
        <source>{step} ended</source>
        <translation>Beidzās {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="232"/>
        <source>{line}; timer started: {step}</source>
        <translation>{line}; taimeris palaists: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="239"/>
        <source>{step} skipped</source>
        <translation>Izlaists solis: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="241"/>
        <source>{step} skipped ({reason})</source>
        <translation>Izlaists solis: {step} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="248"/>
        <source>The host put seat {seat} to the vote</source>
        <translation>Vadītājs izvirzīja spēlētāju Nr.&#xa0;{seat} uz izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="251"/>
        <source>Seat {by} nominated seat {seat} (instead of seat {old})</source>
        <translation>Spēlētājs Nr.&#xa0;{by} izvirzīja spēlētāju Nr.&#xa0;{seat} (spēlētāja Nr.&#xa0;{old} vietā)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="253"/>
        <source>Seat {by} nominated seat {seat}</source>
        <translation>Spēlētājs Nr.&#xa0;{by} izvirzīja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="268"/>
        <source>The host took seat {seat} off the vote</source>
        <translation>Vadītājs atsauca spēlētāja Nr.&#xa0;{seat} kandidatūru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="269"/>
        <source>Seat {by} withdrew his nomination of seat {seat}</source>
        <translation>Spēlētājs Nr.&#xa0;{by} atsauca spēlētāja Nr.&#xa0;{seat} kandidatūru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="275"/>
        <source>Seat {seat} raised his hand for seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} pacēla roku pret spēlētāju Nr.&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="276"/>
        <source>Seat {seat} lowered his hand for seat {nominee}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nolaida roku: balss pret spēlētāju Nr.&#xa0;{nominee} atsaukta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="277"/>
        <source>Seat {seat} is for all of them leaving</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} ir par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="278"/>
        <source>Seat {seat} took back his yes</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} atsauca savu balsi par</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="279"/>
        <source>Seat {nominee}&apos;s best move names seat {seat}</source>
        <translation>Spēlētāja Nr.&#xa0;{nominee} labākais gājiens: nosaukts spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="280"/>
        <source>Seat {nominee}&apos;s best move drops seat {seat}</source>
        <translation>Spēlētāja Nr.&#xa0;{nominee} labākais gājiens: spēlētājs Nr.&#xa0;{seat} izņemts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="281"/>
        <source>The arrangement names seat {seat}</source>
        <translation>Statiska vienošanās: nosaukts spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="282"/>
        <source>The arrangement drops seat {seat}</source>
        <translation>Statiska vienošanās: spēlētājs Nr.&#xa0;{seat} izņemts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="291"/>
        <source>A shot recorded</source>
        <translation>Šāviens ierakstīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="294"/>
        <location filename="../../mafia_desktop/words/replay.py" line="367"/>
        <source>{shooter} → none</source>
        <translation>{shooter} → nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="295"/>
        <location filename="../../mafia_desktop/words/replay.py" line="368"/>
        <source>{shooter} → {target}</source>
        <translation>{shooter} → {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="311"/>
        <location filename="../../mafia_desktop/words/replay.py" line="319"/>
        <source>Votes for seat {seat}: {voters} ({count})</source>
        <translation>Balsis pret spēlētāju Nr.&#xa0;{seat}: {voters} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="312"/>
        <location filename="../../mafia_desktop/words/replay.py" line="323"/>
        <source>Votes for seat {seat}: no hands</source>
        <translation>Balsis pret spēlētāju Nr.&#xa0;{seat}: neviena</translation>
    </message>
    <message>
        <source>{hands}; the other {abstainers} count for seat {last}</source>
        <translation type="vanished">{hands}; pārējo ({abstainers}) balsis tiek ieskaitītas pret spēlētāju Nr.&#xa0;{last}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/replay.py" line="313"/>
        <source>{hands}; the other %n count(s) for seat {last}</source>
        <translation>
            <numerusform>{hands}; pārējā (%n) balss tiek ieskaitīta pret spēlētāju Nr.&#xa0;{last}</numerusform>
            <numerusform>{hands}; pārējo (%n) balsis tiek ieskaitītas pret spēlētāju Nr.&#xa0;{last}</numerusform>
            <numerusform>{hands}; pārējo (%n) balsis tiek ieskaitītas pret spēlētāju Nr.&#xa0;{last}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="316"/>
        <source>Votes for seat {seat}: {voters} ({count}) + {abstainers} who did not vote</source>
        <translation>Balsis pret spēlētāju Nr.&#xa0;{seat}: {voters} ({count}) + nebalsojušie: {abstainers}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="321"/>
        <source>Votes for seat {seat}: no hands + {abstainers} who did not vote</source>
        <translation>Balsis pret spēlētāju Nr.&#xa0;{seat}: neviena + nebalsojušie: {abstainers}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="342"/>
        <source>All leaving ({seats})? Yes: {yes} ({count} of {voters})</source>
        <translation>Vai visi kandidāti ({seats}) pamet spēli? Jā: {yes} ({count} no {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="343"/>
        <source>All leaving ({seats})? Yes: none (0 of {voters})</source>
        <translation>Vai visi kandidāti ({seats}) pamet spēli? Jā: neviens (0 no {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="345"/>
        <source>All leaving? Yes: {yes} ({count})</source>
        <translation>Vai visi kandidāti pamet spēli? Jā: {yes} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="346"/>
        <source>All leaving? Yes: none (0)</source>
        <translation>Vai visi kandidāti pamet spēli? Jā: neviens (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="352"/>
        <source>Split: seats {seats} speak again, nobody leaves</source>
        <translation>Balsu sadalīšana: Nr.&#xa0;{seats} runā vēlreiz, neviens nepamet galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="361"/>
        <source>Night {night}: the mafia shot seat {seat}</source>
        <translation>{night}. nakts: mafija šāva uz spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="364"/>
        <source>Night {night}: the mafia did not shoot (a miss)</source>
        <translation>{night}. nakts: mafija nešāva (garām)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="366"/>
        <source>Night {night}: the shots differ (a miss)</source>
        <translation>{night}. nakts: šāvieni atšķiras (garām)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="370"/>
        <source>Night {night}: the shots differ ({shots}; a miss)</source>
        <translation>{night}. nakts: šāvieni atšķiras ({shots}; garām)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="377"/>
        <source>The don checked nobody</source>
        <translation>Dons nevienu nepārbaudīja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="378"/>
        <source>The don checked a seat</source>
        <translation>Dons pārbaudīja kādu spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="379"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="380"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="383"/>
        <source>The sheriff checked nobody</source>
        <translation>Šerifs nevienu nepārbaudīja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="384"/>
        <source>The sheriff checked a seat</source>
        <translation>Šerifs pārbaudīja kādu spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="385"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="386"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="389"/>
        <source>The commissar checked nobody</source>
        <translation>Komisārs nevienu nepārbaudīja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="390"/>
        <source>The commissar checked a seat</source>
        <translation>Komisārs pārbaudīja kādu spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="391"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="392"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="393"/>
        <source>The commissar checked seat {seat}: blocked by the mistress, no answer</source>
        <translation>Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: mīļākā bloķējusi, atbildes nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="431"/>
        <source>The doctor saved nobody</source>
        <translation>Ārsts nevienu neārstēja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="432"/>
        <source>The doctor saved seat {seat}</source>
        <translation>Ārsts ārstēja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="438"/>
        <source>The mistress visited nobody</source>
        <translation>Mīļākā nevienu neapmeklēja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="439"/>
        <source>The mistress visited seat {seat}</source>
        <translation>Mīļākā apmeklēja spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="445"/>
        <source>Seat {seat}&apos;s best move: no guess</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} labākais gājiens: nav minējumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="447"/>
        <source>Seat {seat}&apos;s best move: {guesses} ({black} black)</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} labākais gājiens: {guesses} (melnie: {black})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="450"/>
        <source>Seat {seat}&apos;s best move: {guesses}</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} labākais gājiens: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="459"/>
        <source>Technical foul for seat {seat} ({count}/2)</source>
        <translation>Tehniskā piezīme spēlētājam Nr.&#xa0;{seat} ({count}/2)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="462"/>
        <source>Foul for seat {seat} ({count}/4)</source>
        <translation>Piezīme spēlētājam Nr.&#xa0;{seat} ({count}/4)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="464"/>
        <source>{foul}: {reason}</source>
        <translation>{foul}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="466"/>
        <source>{foul} — penalty on his next speech</source>
        <translation>{foul} — sods viņa nākamajā runā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="473"/>
        <source>Seat {seat} removed from the game: {reason}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} noraidīts no spēles: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="475"/>
        <source>Seat {seat} removed from the game</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} noraidīts no spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="482"/>
        <source>Seat {seat}: {points} point ({reason})</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}: {points} punkts ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="483"/>
        <source>Seat {seat}: {points} point</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}: {points} punkts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="485"/>
        <source>Seat {seat}: {points} points ({reason})</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}: punkti {points} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="486"/>
        <source>Seat {seat}: {points} points</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}: punkti {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="493"/>
        <location filename="../../mafia_desktop/words/replay.py" line="494"/>
        <source>Game over: {result}</source>
        <translation>Spēle beigusies: {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="500"/>
        <source>Undo: the last action taken back</source>
        <translation>Atsaukšana: pēdējā darbība atsaukta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="503"/>
        <source>Undo: {action}</source>
        <translation>Atsaukšana: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="505"/>
        <source>Redo: the last undone action put back</source>
        <translation>Atkārtošana: pēdējā atsauktā darbība atjaunota</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="507"/>
        <source>Redo: {action}</source>
        <translation>Atkārtošana: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="523"/>
        <source>seat {seat} voted out</source>
        <translation>spēlētājs Nr.&#xa0;{seat} izbalsots</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="524"/>
        <source>seats {seats} voted out</source>
        <translation>spēlētāji Nr.&#xa0;{seats} izbalsoti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="525"/>
        <source>seat {seat} killed</source>
        <translation>spēlētājs Nr.&#xa0;{seat} nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="526"/>
        <source>seats {seats} killed</source>
        <translation>spēlētāji Nr.&#xa0;{seats} nošauti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="539"/>
        <source>killed</source>
        <translation>nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="550"/>
        <source>seat {seat} removed ({reason})</source>
        <translation>spēlētājs Nr.&#xa0;{seat} noraidīts ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="551"/>
        <source>seat {seat} removed</source>
        <translation>spēlētājs Nr.&#xa0;{seat} noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="570"/>
        <source>morning: seat {seat} killed</source>
        <translation>rīts: spēlētājs Nr.&#xa0;{seat} nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="572"/>
        <source>morning: the doctor saved the victim</source>
        <translation>rīts: ārsts izglāba upuri</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="573"/>
        <source>morning: nobody killed</source>
        <translation>rīts: neviens nav nošauts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="589"/>
        <source>the vote on seats {seats}</source>
        <translation>balsošana par kandidātiem Nr.&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="591"/>
        <source>the vote on seat {seat}</source>
        <translation>balsošana par kandidātu Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="593"/>
        <source>tie: revote on seats {seats}</source>
        <translation>vienāds balsu skaits: atkārtota balsošana par kandidātiem Nr.&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="595"/>
        <source>vote on seats {seats} leaving together</source>
        <translation>balsojums par visu kandidātu izbalsošanu (Nr.&#xa0;{seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="600"/>
        <source>they stay</source>
        <translation>visi kandidāti turpina spēli</translation>
    </message>
    <message>
        <source>nobody leaves (seat {seat} led with {votes}: first-day rule)</source>
        <translation type="vanished">neviens nepamet galdu (pirmās dienas noteikums; visvairāk balsu spēlētājam Nr.&#xa0;{seat}: {votes})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="604"/>
        <source>nobody leaves</source>
        <translation>neviens nepamet galdu</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>1 table</source>
        <translation type="vanished">1 galds</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="vanished">galdi: {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="55"/>
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n galds</numerusform>
            <numerusform>%n galdi</numerusform>
            <numerusform>%n galdu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="57"/>
        <source>scoring: {system}</source>
        <translation>punktu skaitīšana: {system}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="338"/>
        <source>Back</source>
        <translation>Atpakaļ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="339"/>
        <source>New event…</source>
        <translation>Jauns pasākums…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="340"/>
        <source>No club evening or tournament yet: “New event…” makes one, and its games and standings are kept here.</source>
        <translation>Kluba vakaru un turnīru vēl nav: „Jauns pasākums…” izveido pasākumu, un tā spēles un kopvērtējums glabājas šeit.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="344"/>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="140"/>
        <source>Done: go on [Enter]</source>
        <translation>Gatavs: tālāk [Enter]</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="185"/>
        <source>Said today (%n)</source>
        <translation>
            <numerusform>Šodien teiktais (%n)</numerusform>
            <numerusform>Šodien teiktais (%n)</numerusform>
            <numerusform>Šodien teiktais (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="245"/>
        <source>Space</source>
        <translation>Atstarpe</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="247"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/controller.py" line="150"/>
        <source>Could not save to the archive ({reason}); the action was not recorded</source>
        <translation>Neizdevās saglabāt arhīvā ({reason}); darbība netika ierakstīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/controller.py" line="203"/>
        <source>A tap on a seat does nothing now: use the buttons</source>
        <translation>Pieskāriens sēdvietai pašlaik neko nedara: izmantojiet pogas</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="77"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them</source>
        <translation>LOMAS REDZ IKVIENS, KAS SKATĀS EKRĀNĀ — Ctrl+R tās paslēpj</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="220"/>
        <source>Foul: type the seat&apos;s number (Enter: seat {seat}, who has the floor)</source>
        <translation>Piezīme: ierakstiet spēlētāja numuru (Enter — spēlētājs Nr.&#xa0;{seat}, kurš pašlaik runā)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="221"/>
        <source>Foul: type the seat&apos;s number</source>
        <translation>Piezīme: ierakstiet spēlētāja numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="234"/>
        <source>Nobody has the floor: press F and the seat&apos;s number, or double-tap the seat</source>
        <translation>Pašlaik neviens nerunā: nospiediet F un spēlētāja numuru vai divreiz nospiediet tā numuru</translation>
    </message>
    <message>
        <source>Foul for seat {seat} ({fouls}/4)</source>
        <translation type="vanished">Piezīme spēlētājam Nr.&#xa0;{seat} ({fouls}/4)</translation>
    </message>
    <message>
        <source>Technical foul</source>
        <translation type="vanished">Tehniskā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="293"/>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="296"/>
        <source>Seat {seat}: {foul}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}: {foul}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="299"/>
        <source>Remove from the game…</source>
        <translation>Noraidīt no spēles…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="300"/>
        <source>Correct the nickname…</source>
        <translation>Labot segvārdu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="301"/>
        <source>Extra points or penalty…</source>
        <translation>Papildpunkti vai sods…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="306"/>
        <source>Remove a player</source>
        <translation>Spēlētāja noraidīšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="307"/>
        <source>Why is seat {seat} removed? (he leaves at once, no last word)</source>
        <translation>Kāpēc spēlētājs Nr.&#xa0;{seat} tiek noraidīts? (viņš uzreiz pamet galdu, bez pēdējiem vārdiem)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="309"/>
        <source>disqualified</source>
        <translation>diskvalificēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname</source>
        <translation>Segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname of seat {seat}</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="343"/>
        <source>Shots differ: tap each black&apos;s target</source>
        <translation>Šāvieni atšķiras: atzīmēt katra melnā spēlētāja mērķi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="347"/>
        <source>Export protocol…</source>
        <translation>Eksportēt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="348"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="349"/>
        <source>Print protocol…</source>
        <translation>Drukāt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="350"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>New game</source>
        <translation>Jauna spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Nobody has the floor: long-press a seat to give a foul</source>
        <translation type="vanished">Neviens nerunā: lai dotu piezīmi, nospiediet un turiet sēdvietu</translation>
    </message>
    <message>
        <source>Shots differ: each black&apos;s target…</source>
        <translation type="vanished">Šāvieni atšķiras: katra melnā mērķis…</translation>
    </message>
</context>
<context>
    <name>GamesBrowser</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="26"/>
        <source>Any result</source>
        <translation>Jebkurš rezultāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="27"/>
        <source>Town won</source>
        <translation>Uzvarēja pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="28"/>
        <source>Mafia won</source>
        <translation>Uzvarēja mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="29"/>
        <source>Draw</source>
        <translation>Neizšķirts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="30"/>
        <source>Unfinished only</source>
        <translation>Tikai nepabeigtās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="44"/>
        <source>Find a player&apos;s games: type a nickname</source>
        <translation>Meklēt spēlētāja spēles: ievadiet segvārdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="48"/>
        <source>From</source>
        <translation>No</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="50"/>
        <source>to</source>
        <translation>līdz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="83"/>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="183"/>
        <source>Replay the game</source>
        <translation>Pārskatīt spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="88"/>
        <source>Import files…</source>
        <translation>Importēt failus…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="89"/>
        <source>Import a folder…</source>
        <translation>Importēt mapi…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="90"/>
        <source>Import another archive…</source>
        <translation>Importēt citu arhīvu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="92"/>
        <source>Another laptop&apos;s archive, a backup or a file of every game (export --all --json-lines): each game kept once, a game that went on there extended, another history kept beside this one</source>
        <translation>Cita klēpjdatora arhīvs, rezerves kopija vai visu spēļu fails (export --all --json-lines): katra spēle saglabāta vienreiz, tur turpināta spēle papildināta, cita vēsture saglabāta blakus šai</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="102"/>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="103"/>
        <source>Result</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="131"/>
        <source>Any rules</source>
        <translation>Jebkuri noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="166"/>
        <source>Counting the games…</source>
        <translation>Skaitu spēles…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="168"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln spēle</numerusform>
            <numerusform>%Ln spēles</numerusform>
            <numerusform>%Ln spēļu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="184"/>
        <source>Publish to the rating service</source>
        <translation>Publicēt reitingu servisā</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n spēle</numerusform>
            <numerusform>%n spēles</numerusform>
            <numerusform>%n spēļu</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">1 spēle</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">Spēles: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="153"/>
        <source>“From” is after “to”: no games</source>
        <translation>„No” ir vēlāk par „līdz”: spēļu nav</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Started</source>
        <translation>Sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Where</source>
        <translation>Kur</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Stage</source>
        <translation>Posms</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="25"/>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="41"/>
        <source>{stage}, {step}</source>
        <translation>{stage}, {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>town won</source>
        <translation>uzvarēja pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>mafia won</source>
        <translation>uzvarēja mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>draw</source>
        <translation>neizšķirts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>finished</source>
        <translation>pabeigta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="49"/>
        <source>setting up</source>
        <translation>sagatavošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="51"/>
        <source>roles night</source>
        <translation>iepazīšanās nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="53"/>
        <source>day {round}</source>
        <translation>{round}. diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="55"/>
        <source>night {round}</source>
        <translation>{round}. nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="61"/>
        <source>DAMAGED: {problem}</source>
        <translation>BOJĀTA: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="66"/>
        <source>table {table}</source>
        <translation>galds Nr.&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="67"/>
        <source>game {number}</source>
        <translation>spēle Nr.&#xa0;{number}</translation>
    </message>
</context>
<context>
    <name>HallBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="29"/>
        <source>Tournament hall</source>
        <translation>Turnīra zāle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="31"/>
        <source>postgresql://role@host:5432/database</source>
        <translation>postgresql://loma@serveris:5432/datubāze</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="35"/>
        <source>the password the organiser gave</source>
        <translation>organizatora dotā parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="37"/>
        <source>Test the connection</source>
        <translation>Pārbaudīt savienojumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="39"/>
        <source>Every game played here is sent to the hall as it is played; the table never waits for it. Leave the address empty to play without a hall.</source>
        <translation>Katra šeit spēlētā spēle tiek sūtīta uz zāli spēles gaitā; galds nekad to negaida. Atstājiet adresi tukšu, lai spēlētu bez zāles.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="42"/>
        <source>Address</source>
        <translation>Adrese</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="43"/>
        <source>Password</source>
        <translation>Parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="79"/>
        <source>No address: this laptop plays without a hall.</source>
        <translation>Adreses nav: šis dators spēlē bez zāles.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="82"/>
        <source>Connecting…</source>
        <translation>Savienojas…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="108"/>
        <source>Connected: this is the head judge&apos;s login.</source>
        <translation>Savienots: šī ir galvenā tiesneša pieteikšanās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="110"/>
        <source>Connected: this laptop is table {table}.</source>
        <translation>Savienots: šis dators ir galds {table}.</translation>
    </message>
</context>
<context>
    <name>HallGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Game</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Tournament</source>
        <translation>Turnīrs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Begun</source>
        <translation>Sākta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Length</source>
        <translation>Ilgums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>Result</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>In the standings</source>
        <translation>Kopvērtējumā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="67"/>
        <source>Last event</source>
        <translation>Pēdējais ieraksts</translation>
    </message>
</context>
<context>
    <name>HallLink</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="76"/>
        <source>Hall: refused — {why}</source>
        <translation>Zāle: atteikums — {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="79"/>
        <source>no connection; trying again</source>
        <translation>nav savienojuma; mēģina vēlreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="81"/>
        <source>connecting…</source>
        <translation>savienojas…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="83"/>
        <source>Hall: %n event(s) waiting — {problem}</source>
        <translation>
            <numerusform>Zāle: gaida %n notikums — {problem}</numerusform>
            <numerusform>Zāle: gaida %n notikumi — {problem}</numerusform>
            <numerusform>Zāle: gaida %n notikumu — {problem}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="84"/>
        <source>Hall: {problem}</source>
        <translation>Zāle: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="86"/>
        <source>Hall: signed in as the head judge</source>
        <translation>Zāle: pieteicies kā galvenais tiesnesis</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="88"/>
        <source>Hall: table {table} · %n event(s) waiting</source>
        <translation>
            <numerusform>Zāle: galds {table} · gaida %n notikums</numerusform>
            <numerusform>Zāle: galds {table} · gaida %n notikumi</numerusform>
            <numerusform>Zāle: galds {table} · gaida %n notikumu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="90"/>
        <source>Hall: table {table} · everything sent</source>
        <translation>Zāle: galds {table} · viss nosūtīts</translation>
    </message>
</context>
<context>
    <name>HallPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="151"/>
        <source>Connect</source>
        <translation>Pieslēgties</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="153"/>
        <source>The head judge&apos;s URL</source>
        <translation>Galvenā tiesneša URL</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="154"/>
        <source>Password</source>
        <translation>Parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Show roles</source>
        <translation>Rādīt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="163"/>
        <source>Hand seating to the tables…</source>
        <translation>Nodot sēdvietas galdiem…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="169"/>
        <source>Bring the hall&apos;s games into this archive</source>
        <translation>Pārnest zāles spēles uz šo arhīvu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="171"/>
        <source>Every game of the hall, with its events, into this laptop&apos;s archive: the tournament&apos;s protocols, standings and ratings stay here after the day</source>
        <translation>Visas zāles spēles ar visiem žurnāla ierakstiem — šī klēpjdatora arhīvā: turnīra protokoli, kopvērtējums un reitingi paliek šeit arī pēc spēļu dienas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="182"/>
        <source>Connecting to the hall…</source>
        <translation>Pieslēdzas zālei…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="198"/>
        <source>Count it</source>
        <translation>Ieskaitīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="199"/>
        <source>Count the chosen game in the standings as it stands, though it is not as the hall seated it</source>
        <translation>Ieskaitīt izvēlēto spēli kopvērtējumā tādu, kāda tā ir, lai gan tās sēdvietas neatbilst zāles nodotajām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="204"/>
        <source>Table</source>
        <translation>Galds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="205"/>
        <source>Protocol PDF…</source>
        <translation>Protokols PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="206"/>
        <source>Print protocol…</source>
        <translation>Drukāt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="218"/>
        <source>Scoring</source>
        <translation>Punktu skaitīšana</translation>
    </message>
    <message>
        <source>Every finished game in the hall, counted again as each one ends.</source>
        <translation type="vanished">Visas zālē pabeigtās spēles, pārrēķinātas, tiklīdz kāda beidzas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="223"/>
        <source>Tables</source>
        <translation>Galdi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="224"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="225"/>
        <source>Standings</source>
        <translation>Kopvērtējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="251"/>
        <source>No head judge&apos;s login is set for this laptop. Set the hall&apos;s URL and the head judge&apos;s password in Settings → Tournament hall, or type them here for this session.</source>
        <translation>Šajā datorā nav iestatīta galvenā tiesneša pieteikšanās. Norādiet zāles URL un galvenā tiesneša paroli sadaļā Iestatījumi → Turnīra zāle vai ierakstiet tos šeit šai sesijai.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="259"/>
        <source>Connecting to {url}…</source>
        <translation>Pieslēdzas {url}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="266"/>
        <source>Type the head judge&apos;s URL: postgresql://role@host:port/database.</source>
        <translation>Ierakstiet galvenā tiesneša URL: postgresql://role@host:port/database.</translation>
    </message>
    <message>
        <source>The hall at {url}: every table, read twice a second.</source>
        <translation type="vanished">Zāle {url}: visi galdi, atjauno divreiz sekundē.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="275"/>
        <source>Not signed in to the hall.</source>
        <translation>Nav pieteicies zālē.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="277"/>
        <source>The tables appear here once the head judge&apos;s login is given above.</source>
        <translation>Galdi parādīsies šeit, tiklīdz augstāk būs norādīta galvenā tiesneša pieteikšanās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="291"/>
        <source>The hall {name}: every table, read twice a second.</source>
        <translation>Zāle {name}: visi galdi, atjauno divreiz sekundē.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="296"/>
        <source>Nothing read from the hall yet.</source>
        <translation>No zāles vēl nekas nav nolasīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="298"/>
        <source>The hall at {url} needs the head judge&apos;s password: type it here (or save it in Settings → Tournament hall).</source>
        <translation>Zālei {url} vajag galvenā tiesneša paroli: ierakstiet to šeit (vai saglabājiet sadaļā Iestatījumi → Turnīra zāle).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="304"/>
        <source>{problem}. Trying again; the cards show what was last read.</source>
        <translation>{problem}. Mēģina vēlreiz; kartītēs redzams pēdējais nolasītais.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Hide roles</source>
        <translation>Slēpt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="403"/>
        <source>Count the game</source>
        <translation>Ieskaitīt spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="404"/>
        <source>Game {number} of table {table} is not counted: {why}

Count it in the standings as it stands?</source>
        <translation>Galda {table} spēle Nr.&#xa0;{number} netiek ieskaitīta: {why}

Ieskaitīt to kopvērtējumā tādu, kāda tā ir?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>Protocol</source>
        <translation>Protokols</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <source>Choose one of the table&apos;s games first.</source>
        <translation>Vispirms izvēlieties kādu no galda spēlēm.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>The hall no longer has this game.</source>
        <translation>Šīs spēles zālē vairs nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="438"/>
        <source>This game&apos;s protocol cannot be made: {problem}</source>
        <translation>Šīs spēles protokolu nevar izveidot: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="442"/>
        <source>Protocol PDF</source>
        <translation>Protokols PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="462"/>
        <source>The file could not be written: {error}</source>
        <translation>Failu neizdevās ierakstīt: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="465"/>
        <source>Saved: {path}</source>
        <translation>Saglabāts: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="478"/>
        <source>Hall</source>
        <translation>Zāle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="484"/>
        <source>Every finished game in the hall that is as the hall seated it (or that you counted on the Games tab), counted again as each one ends.</source>
        <translation>Visas zālē pabeigtās spēles, kuru sēdvietas atbilst zāles nodotajām (vai kuras ieskaitījāt cilnē „Spēles”), pārrēķinātas, tiklīdz kāda beidzas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="486"/>
        <source>No game counts yet: the standings fill in as the tables&apos; games end (a game not as seated waits on the Games tab for you to count it).</source>
        <translation>Vēl neviena spēle nav ieskaitīta: kopvērtējums aizpildās, galdu spēlēm beidzoties (spēle, kuras sēdvietas neatbilst zāles nodotajām, gaida cilnē „Spēles”, līdz jūs to ieskaitāt).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="492"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="504"/>
        <source>Hand seating to the tables</source>
        <translation>Nodot sēdvietas galdiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="493"/>
        <source>Connect to the hall first: the seats are handed through it.</source>
        <translation>Vispirms pieslēdzieties zālei: sēdvietas tiek nodotas caur to.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="505"/>
        <source>Round {round} is already being played: hand it again and replace its seats? Its games are then held against the new seats.</source>
        <translation>{round}. kārta jau tiek spēlēta: izdalīt to vēlreiz un aizstāt sēdvietas? Tās spēles tad salīdzinās ar jaunajām sēdvietām.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="546"/>
        <source>Bring the hall&apos;s games</source>
        <translation>Zāles spēļu pārnešana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <source>Reading the hall&apos;s games…</source>
        <translation>Nolasa zāles spēles…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="533"/>
        <source>Stopped: the games after these were not brought (bring them again to go on).</source>
        <translation>Apturēts: nākamās spēles netika pārnestas (pārnesiet vēlreiz, lai turpinātu).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="553"/>
        <source>Round {round}&apos;s seats are handed: each table&apos;s next new game opens with them.</source>
        <translation>{round}. kārtas sēdvietas nodotas: katra galda nākamā jaunā spēle sāksies ar tām.</translation>
    </message>
</context>
<context>
    <name>HallReader</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="122"/>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="143"/>
        <source>The seating was not handed: the hall cannot be reached.</source>
        <translation>Sēdvietas netika nodotas: zāle nav sasniedzama.</translation>
    </message>
</context>
<context>
    <name>HallWords</name>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="71"/>
        <source>This game&apos;s log in the hall does not replay: {problem}</source>
        <translation>Šīs spēles žurnālu zālē nevar atskaņot: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="76"/>
        <source>No game yet</source>
        <translation>Spēles vēl nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="109"/>
        <source>Offline: the table&apos;s laptop is not connected</source>
        <translation>Bezsaistē: galda dators nav savienots</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="110"/>
        <source>Offline: the table&apos;s laptop is not connected (last event %n min ago)</source>
        <translation>
            <numerusform>Bezsaistē: galda dators nav savienots (pēdējais notikums pirms %n min)</numerusform>
            <numerusform>Bezsaistē: galda dators nav savienots (pēdējais notikums pirms %n min)</numerusform>
            <numerusform>Bezsaistē: galda dators nav savienots (pēdējais notikums pirms %n min)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="115"/>
        <source>Quiet: no event for %n min</source>
        <translation>
            <numerusform>Klusums: %n min nav neviena notikuma</numerusform>
            <numerusform>Klusums: %n min nav neviena notikuma</numerusform>
            <numerusform>Klusums: %n min nav neviena notikuma</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="116"/>
        <source>Last event %n min ago</source>
        <translation>
            <numerusform>Pēdējais notikums pirms %n min</numerusform>
            <numerusform>Pēdējais notikums pirms %n min</numerusform>
            <numerusform>Pēdējais notikums pirms %n min</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="123"/>
        <location filename="../../mafia_desktop/words/hall.py" line="193"/>
        <source>Not counted: {why}</source>
        <translation>Netiek ieskaitīta: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="132"/>
        <source>The table&apos;s clock: {how}</source>
        <translation>Galda pulkstenis: {how}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="134"/>
        <source>Refused %n time(s), the latest: {why}</source>
        <translation>
            <numerusform>Atteikts %n reizi; pēdējais atteikums: {why}</numerusform>
            <numerusform>Atteikts %n reizes; pēdējais atteikums: {why}</numerusform>
            <numerusform>Atteikts %n reižu; pēdējais atteikums: {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="142"/>
        <source>game {number}</source>
        <translation>spēle Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="150"/>
        <source>Nominees: {seats}</source>
        <translation>Kandidāti: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="157"/>
        <source>{seat} ({how})</source>
        <translation>{seat} ({how})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="160"/>
        <source>Left: {seats}</source>
        <translation>Pameta galdu: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="164"/>
        <source>Table {number}</source>
        <translation>Galds {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="189"/>
        <source>playing: {phase}</source>
        <translation>notiek: {phase}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>accepted</source>
        <translation>pieņemta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>counts</source>
        <translation>ieskaitīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="197"/>
        <source>once over</source>
        <translation>pēc beigām</translation>
    </message>
</context>
<context>
    <name>HandSeating</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="33"/>
        <source>Write each table&apos;s players on a line of its own.</source>
        <translation>Ierakstiet katra galda spēlētājus atsevišķā rindā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="35"/>
        <source>{lines} lines for {tables} tables: one line a table.</source>
        <translation>{lines} rindas {tables} galdiem: viena rinda katram galdam.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="41"/>
        <source>Table {table} has an empty seat: write a name between each two commas.</source>
        <translation>Pie galda {table} ir tukša sēdvieta: starp katriem diviem komatiem ierakstiet vārdu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="44"/>
        <source>Table {table} has {count} players; at most {most}.</source>
        <translation>Pie galda {table} ir {count} spēlētāji; ne vairāk kā {most}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="48"/>
        <source>A name at table {table} is longer than {most} characters.</source>
        <translation>Vārds pie galda {table} ir garāks par {most} rakstzīmēm.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="51"/>
        <source>{name} is seated twice.</source>
        <translation>{name} ir iesēdināts divreiz.</translation>
    </message>
</context>
<context>
    <name>HandSeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="60"/>
        <source>Hand seating to the tables</source>
        <translation>Nodot sēdvietas galdiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="68"/>
        <source>Table 1: Anna, Boris, Vera, …
Table 2: …
(one line a table, the players in seat order, seat 1 first)</source>
        <translation>Galds 1: Anna, Boriss, Vera, …
Galds 2: …
(viena rinda katram galdam, spēlētāji sēdvietu secībā, sākot ar 1. sēdvietu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="70"/>
        <source>From a seating plan…</source>
        <translation>No sēdvietu plāna…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="75"/>
        <source>Hand to the tables</source>
        <translation>Nodot galdiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="81"/>
        <source>Round</source>
        <translation>Kārta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="83"/>
        <source>The seats of %n table(s), a line a table, table 1 first. Each table&apos;s next new game opens with them.</source>
        <translation>
            <numerusform>%n galda sēdvietas, viena rinda katram galdam, sākot ar 1. galdu. Katra galda nākamā jaunā spēle sāksies ar tām.</numerusform>
            <numerusform>%n galdu sēdvietas, viena rinda katram galdam, sākot ar 1. galdu. Katra galda nākamā jaunā spēle sāksies ar tām.</numerusform>
            <numerusform>%n galdu sēdvietas, viena rinda katram galdam, sākot ar 1. galdu. Katra galda nākamā jaunā spēle sāksies ar tām.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="105"/>
        <source>The plan has %n round(s).</source>
        <translation>
            <numerusform>Plānā ir %n kārta.</numerusform>
            <numerusform>Plānā ir %n kārtas.</numerusform>
            <numerusform>Plānā ir %n kārtu.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="59"/>
        <source>The mafia shot seat {seat}</source>
        <translation>Mafija šāva uz spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="73"/>
        <source>Take back seat {seat}</source>
        <translation>Atsaukt izvēli: spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="77"/>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="145"/>
        <source>Best move: {seats}</source>
        <translation>Labākais gājiens: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="79"/>
        <source>Seat {seat}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="89"/>
        <source>Record the shots</source>
        <translation>Ierakstīt šāvienus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="90"/>
        <source>Seat {shooter} shot seat {seat}</source>
        <translation>Spēlētājs Nr.&#xa0;{shooter} šāva uz spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="96"/>
        <source>The don checks seat {seat}</source>
        <translation>Dons pārbauda spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="97"/>
        <source>The sheriff checks seat {seat}</source>
        <translation>Šerifs pārbauda spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="98"/>
        <source>The commissar checks seat {seat}</source>
        <translation>Komisārs pārbauda spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="99"/>
        <source>The doctor saves seat {seat}</source>
        <translation>Ārsts ārstē spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="100"/>
        <source>The mistress visits seat {seat}</source>
        <translation>Mīļākā apmeklē spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="107"/>
        <source>Withdraw seat {seat}</source>
        <translation>Atsaukt spēlētāja Nr.&#xa0;{seat} kandidatūru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="109"/>
        <source>Seat {by} nominates seat {seat}</source>
        <translation>Spēlētājs Nr.&#xa0;{by} izvirza spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="110"/>
        <source>Put to the vote: seat {seat}</source>
        <translation>Izvirzīt uz izbalsošanu: spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="129"/>
        <source>Thank you: {count} for seat {seat}, {rest} for seat {last}</source>
        <translation>Paldies — balsis pret spēlētāju Nr.&#xa0;{seat}: {count}, pret spēlētāju Nr.&#xa0;{last}: {rest}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="133"/>
        <source>Thank you: {count} for seat {seat}</source>
        <translation>Paldies — balsis pret spēlētāju Nr.&#xa0;{seat}: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="138"/>
        <source>Split: {first} and {second}, nobody leaves</source>
        <translation>Balsu sadalīšana: {first} un {second}, neviens nepamet galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="142"/>
        <source>Done: {count} for all of them leaving</source>
        <translation>Gatavs — balsis par visu kandidātu izbalsošanu: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="146"/>
        <source>No best move</source>
        <translation>Bez labākā gājiena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="152"/>
        <source>Seat {shooter} did not shoot</source>
        <translation>Spēlētājs Nr.&#xa0;{shooter} nešāva</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="155"/>
        <source>Miss (no shot, or the shots differ)</source>
        <translation>Garām (šāviena nav vai šāvieni atšķiras)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>No check</source>
        <translation>Bez pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>Nobody</source>
        <translation>Nevienu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="162"/>
        <source>Announce the winner and reveal the roles</source>
        <translation>Paziņot uzvarētāju un atklāt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Skip: speech lost (3 fouls)</source>
        <translation>Izlaist: runa atņemta (3 piezīmes)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Next</source>
        <translation>Tālāk</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="169"/>
        <source>Record the arrangement: {seats}</source>
        <translation>Pierakstīt statisko vienošanos: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="181"/>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Start</source>
        <translation>Sākt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Resume</source>
        <translation>Turpināt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="185"/>
        <source>+{seconds} s</source>
        <translation>+{seconds} s</translation>
    </message>
    <message>
        <source>Thank you: {count} for seat {seat} (the rest count for him)</source>
        <translation type="vanished">Paldies — balsis pret spēlētāju Nr.&#xa0;{seat}: {count} (pārējās tiek ieskaitītas pret viņu)</translation>
    </message>
</context>
<context>
    <name>LoginRows</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/login_rows.py" line="20"/>
        <source>saved</source>
        <translation>saglabāta</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mafia_desktop/self_test.py" line="514"/>
        <location filename="../../mafia_desktop/ui/window.py" line="501"/>
        <source>Archive</source>
        <translation>Arhīvs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="131"/>
        <source>Mafia host</source>
        <translation>Mafijas vadītājs</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation type="vanished">Bojātu spēļu arhīvā: {count}; tās ir atzīmētas sarakstos, un Iestatījumi → Pārbaudīt arhīvu parādīs, kas nav kārtībā un kurā kopijā tās ir veselas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/window.py" line="305"/>
        <source>%n damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation>
            <numerusform>Arhīvā ir %n bojāta spēle; tā ir atzīmēta sarakstos, un Iestatījumi → Pārbaudīt arhīvu parādīs, kas nav kārtībā un kurā kopijā tā ir vesela.</numerusform>
            <numerusform>Arhīvā ir %n bojātas spēles; tās ir atzīmētas sarakstos, un Iestatījumi → Pārbaudīt arhīvu parādīs, kas nav kārtībā un kurā kopijā tās ir veselas.</numerusform>
            <numerusform>Arhīvā ir %n bojātu spēļu; tās ir atzīmētas sarakstos, un Iestatījumi → Pārbaudīt arhīvu parādīs, kas nav kārtībā un kurā kopijā tās ir veselas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="319"/>
        <source>The file&apos;s pages: {problem}</source>
        <translation>Faila lapas: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="350"/>
        <source>Backup</source>
        <translation>Rezerves kopija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="482"/>
        <source>Game</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="500"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="503"/>
        <source>Events</source>
        <translation>Pasākumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="505"/>
        <source>Undo</source>
        <translation>Atsaukt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="507"/>
        <source>Redo</source>
        <translation>Atkārtot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="509"/>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Show roles</source>
        <translation>Rādīt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="511"/>
        <source>Foul (F)</source>
        <translation>Piezīme (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="516"/>
        <source>Export protocol…</source>
        <translation>Eksportēt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="525"/>
        <source>Full screen</source>
        <translation>Pilnekrāns</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="528"/>
        <source>Settings…</source>
        <translation>Iestatījumi…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="531"/>
        <source>About</source>
        <translation>Par programmu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="518"/>
        <source>Print protocol…</source>
        <translation>Drukāt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="183"/>
        <source>The archive&apos;s upgrade was stopped before its end: until it is done, the players&apos; figures and the list&apos;s sorting and search may leave out older games. It goes on at the next start.</source>
        <translation>Arhīva atjaunināšana apturēta pirms beigām: kamēr tā nav pabeigta, spēlētāju rādītāji, saraksta kārtošana un meklēšana var neņemt vērā vecākas spēles. Tā turpināsies nākamajā palaišanā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="504"/>
        <source>Hall</source>
        <translation>Zāle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="513"/>
        <location filename="../../mafia_desktop/ui/window.py" line="824"/>
        <source>New game</source>
        <translation>Jauna spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="520"/>
        <source>Audience screen</source>
        <translation>Skatītāju ekrāns</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="522"/>
        <location filename="../../mafia_desktop/ui/window.py" line="646"/>
        <source>Stream overlay</source>
        <translation>Tiešraides pārklājums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="529"/>
        <source>Mute the night music</source>
        <translation>Apklusināt nakts mūziku</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Hide roles</source>
        <translation>Paslēpt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="647"/>
        <source>The overlay cannot start on port {port}: {reason}</source>
        <translation>Pārklājumu nevar palaist portā {port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="738"/>
        <source>Replay</source>
        <translation>Spēles pārskats</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="739"/>
        <source>This game cannot be replayed: {error}</source>
        <translation>Šo spēli nevar pārskatīt: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="763"/>
        <source>The game was moved to the trash (Games → Trash restores it)</source>
        <translation>Spēle pārvietota uz miskasti (atjaunot var sadaļā Spēles → Miskaste)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="775"/>
        <source>Ratings</source>
        <translation>Reitingi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="776"/>
        <source>The game&apos;s rating was not changed: {why}</source>
        <translation>Spēles reitings netika mainīts: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="782"/>
        <source>The game counts for the ratings again; the games after it were rated again</source>
        <translation>Spēle atkal tiek ieskaitīta reitingā; spēles pēc tās pārrēķinātas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="783"/>
        <source>The game is not rated now: it changes no rating; the games after it were rated again</source>
        <translation>Spēle tagad ir ārpus reitinga: tā nemaina nevienu reitingu; spēles pēc tās pārrēķinātas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="798"/>
        <location filename="../../mafia_desktop/ui/window.py" line="801"/>
        <location filename="../../mafia_desktop/ui/window.py" line="807"/>
        <source>Export JSON</source>
        <translation>Eksports JSON formātā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="799"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1061"/>
        <source>This game cannot be exported: {error}</source>
        <translation>Šo spēli nevar eksportēt: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="808"/>
        <source>The file could not be written: {error}</source>
        <translation>Failu neizdevās ierakstīt: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="810"/>
        <source>Saved: {path}</source>
        <translation>Saglabāts: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="898"/>
        <source>Open game</source>
        <translation>Spēles atvēršana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="989"/>
        <source>Restore a backup</source>
        <translation>Atjaunot rezerves kopiju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="995"/>
        <source>Restored the backup {backup}.</source>
        <translation>Rezerves kopija {backup} atjaunota.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="997"/>
        <source>The archive as it was is kept as {aside}: games played since that backup are there (open it with --db, export them as JSON and import them here).</source>
        <translation>Iepriekšējais arhīvs saglabāts kā {aside}: tajā ir pēc šīs kopijas spēlētās spēles (atveriet to ar --db, eksportējiet tās kā JSON un importējiet šeit).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1013"/>
        <source>&lt;h3&gt;Mafia host {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Mafijas vadītājs {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1014"/>
        <source>&lt;p&gt;mafia-desktop {version}, MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;mafia-desktop {version}, MIT licence.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1015"/>
        <source>&lt;p&gt;&lt;b&gt;The archive&lt;/b&gt; (every game, one file):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;It is backed up by itself after every finished game and when the app closes, into &lt;code&gt;{backups}&lt;/code&gt; (and a second folder, if one is chosen in Settings, where the backups are listed and restored).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Arhīvs&lt;/b&gt; (visas spēles, viens fails):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;Tā rezerves kopija tiek izveidota pati pēc katras pabeigtas spēles un, aizverot programmu, mapē &lt;code&gt;{backups}&lt;/code&gt; (un otrā mapē, ja tā izvēlēta iestatījumos, kur kopijas arī redzamas un atjaunojamas).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1021"/>
        <source>&lt;p&gt;&lt;b&gt;Font&lt;/b&gt;: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and DejaVu licence: free to use, copy, modify and redistribute; the full text is under “Show Details”).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Fonts&lt;/b&gt;: PDF protokols tiek drukāts ar fontu DejaVu Sans (Bitstream Vera un DejaVu licence: to drīkst brīvi izmantot, kopēt, pārveidot un izplatīt; pilns teksts ir atrodams zem pogas „Rādīt sīkāku informāciju”).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1024"/>
        <source>&lt;p&gt;&lt;b&gt;The log&lt;/b&gt; (what the app did and every problem it met, for whoever looks into one):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Žurnālfails&lt;/b&gt; (ko lietotne darījusi un katra problēma, ar ko tā saskārusies, — tam, kurš kādu no tām pētīs):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1027"/>
        <source>&lt;p&gt;Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Izveidots ar Qt for Python (PySide6, LGPLv3) un ReportLab (BSD).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1035"/>
        <source>About Mafia host</source>
        <translation>Par programmu „Mafijas vadītājs”</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1060"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1063"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1070"/>
        <source>Export protocol</source>
        <translation>Protokola eksports</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1071"/>
        <source>The protocol could not be written: {error}</source>
        <translation>Protokolu neizdevās ierakstīt: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1074"/>
        <source>Protocol saved: {path}</source>
        <translation>Protokols saglabāts: {path}</translation>
    </message>
    <message>
        <source>Foul on the speaker (F)</source>
        <translation type="vanished">Piezīme runātājam (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="535"/>
        <source>Menu</source>
        <translation>Izvēlne</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="72"/>
        <source>New game</source>
        <translation>Jauna spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="80"/>
        <source>{preset} — {words}</source>
        <translation>{preset} — {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="103"/>
        <source>Deal the cards at random</source>
        <translation>Izdalīt kārtis nejauši</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="104"/>
        <source>Enter the cards by hand</source>
        <translation>Ievadīt kārtis manuāli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="119"/>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="118"/>
        <source>Preset</source>
        <translation>Variants</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="121"/>
        <source>Players</source>
        <translation>Spēlētāju skaits</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="195"/>
        <source>Club options</source>
        <translation>Kluba iestatījumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Game</source>
        <translation>Spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Club</source>
        <translation>Klubs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Tournament</source>
        <translation>Turnīrs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Table №</source>
        <translation>Galds Nr.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Game №</source>
        <translation>Spēle Nr.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="137"/>
        <source>Host (judge)</source>
        <translation>Vadītājs (tiesnesis)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="144"/>
        <source>Seats</source>
        <translation>Sēdvietas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="149"/>
        <source>Shuffle the seats</source>
        <translation>Sajaukt sēdvietas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Table and seats</source>
        <translation>Galds un vietas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="202"/>
        <source>Start the game</source>
        <translation>Sākt spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="226"/>
        <source>table {table}</source>
        <translation>galds Nr.&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="227"/>
        <source>game {number}</source>
        <translation>spēle Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="228"/>
        <source>host {host}</source>
        <translation>vadītājs {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="230"/>
        <source>Club, tournament, table, host</source>
        <translation>Klubs, turnīrs, galds, vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="271"/>
        <source>Cards: {cards}</source>
        <translation>Kārtis: {cards}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="272"/>
        <source>{count} × {role}</source>
        <translation>{count} × {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="338"/>
        <source>nickname of seat {seat}</source>
        <translation>spēlētāja Nr.&#xa0;{seat} segvārds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="374"/>
        <source>New game — seats from the hall</source>
        <translation>Jauna spēle — vietas no zāles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="375"/>
        <source>The seats the head judge handed this table.</source>
        <translation>Vietas, ko galvenais tiesnesis piešķīra šim galdam.</translation>
    </message>
</context>
<context>
    <name>NightMusic</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="82"/>
        <source>Night music: no mp3, ogg, flac or wav files in {folder}</source>
        <translation>Nakts mūzika: mapē {folder} nav mp3, ogg, flac vai wav failu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="97"/>
        <source>Night music cannot play here: Qt Multimedia is missing ({reason}). The nights go on without it.</source>
        <translation>Nakts mūzika šeit nevar skanēt: trūkst Qt Multimedia ({reason}). Naktis turpinās bez tās.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="129"/>
        <source>Night music: none of the tracks could be played; the night goes on without it</source>
        <translation>Nakts mūzika: nevienu ierakstu nevarēja atskaņot; nakts turpinās bez tās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="143"/>
        <source>Night music: {name} is missing: skipped</source>
        <translation>Nakts mūzika: fails {name} nav atrodams: izlaists</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="155"/>
        <source>Night music: {name} cannot be played ({reason}): skipped</source>
        <translation>Nakts mūzika: failu {name} nevar atskaņot ({reason}): izlaists</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music muted</source>
        <translation>Nakts mūzika apklusināta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music on again</source>
        <translation>Nakts mūzika atkal skan</translation>
    </message>
</context>
<context>
    <name>NightMusicBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="25"/>
        <source>Night music</source>
        <translation>Nakts mūzika</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="30"/>
        <source>Choose a folder…</source>
        <translation>Izvēlēties mapi…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="31"/>
        <source>No music</source>
        <translation>Bez mūzikas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="33"/>
        <source>Where the rules ask for it (sport: every night)</source>
        <translation>Kur to prasa noteikumi (sporta noteikumi: katru nakti)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Every night</source>
        <translation>Katru nakti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Never</source>
        <translation>Nekad</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="40"/>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="54"/>
        <source>The club&apos;s tracks play from “Night falls” to the morning, in a shuffled order, faded in and out: they cover the players&apos; gestures.</source>
        <translation>Kluba ieraksti skan no „Iestājas nakts” līdz rītam, jauktā secībā, pakāpeniski pastiprinoties un pierimstot: tie nosedz spēlētāju žestus.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="57"/>
        <source>Folder</source>
        <translation>Mape</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="58"/>
        <source>Plays</source>
        <translation>Skan</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="59"/>
        <source>Volume</source>
        <translation>Skaļums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="60"/>
        <source>{key} mutes it at the table, and brings it back.</source>
        <translation>{key} pie galda to apklusina un atkal ieslēdz.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="65"/>
        <source>The night music&apos;s folder</source>
        <translation>Nakts mūzikas mape</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="74"/>
        <source>No folder: the nights are silent</source>
        <translation>Nav mapes: naktis ir klusas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="77"/>
        <source>%n track(s) (mp3, ogg, flac, wav) in {folder}</source>
        <translation>
            <numerusform>%n ieraksts (mp3, ogg, flac, wav) mapē {folder}</numerusform>
            <numerusform>%n ieraksti (mp3, ogg, flac, wav) mapē {folder}</numerusform>
            <numerusform>%n ierakstu (mp3, ogg, flac, wav) mapē {folder}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ObsBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="31"/>
        <source>OBS</source>
        <translation>OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="35"/>
        <source>While the overlay runs, OBS switches scenes as the game moves and marks chapters in its recording</source>
        <translation>Kamēr darbojas pārklājums, OBS pārslēdz ainas spēles gaitā un atzīmē nodaļas ierakstā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="41"/>
        <source>as OBS shows it in Tools → WebSocket Server Settings (none: empty)</source>
        <translation>kā to rāda OBS sadaļā Rīki → WebSocket Server Settings (nav paroles: tukšs)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The day</source>
        <translation>Diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The vote</source>
        <translation>Balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The night</source>
        <translation>Nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>The end</source>
        <translation>Spēles beigas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>A replay</source>
        <translation>Spēles pārskats</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="49"/>
        <source>no scene: OBS&apos;s stays as it is</source>
        <translation>bez ainas: OBS aina paliek, kāda ir</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="52"/>
        <source>Test: list OBS&apos;s scenes</source>
        <translation>Pārbaudīt: OBS ainu saraksts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="58"/>
        <source>Address</source>
        <translation>Adrese</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="60"/>
        <source>Password</source>
        <translation>Parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="61"/>
        <source>The scene for each moment, shown behind the stream&apos;s delay as the overlay is:</source>
        <translation>Aina katram spēles brīdim (ar tiešraides aizkavi, tāpat kā pārklājums):</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="110"/>
        <source>OBS lists %n scene(s): choose one for each moment</source>
        <translation>
            <numerusform>OBS rāda %n ainu: izvēlieties ainu katram brīdim</numerusform>
            <numerusform>OBS rāda %n ainas: izvēlieties ainu katram brīdim</numerusform>
            <numerusform>OBS rāda %n ainu: izvēlieties ainu katram brīdim</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="17"/>
        <source>10 players, sheriff and don (Crime Time / FIIM)</source>
        <translation>10 spēlētāji, šerifs un dons (Crime Time / FIIM)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="18"/>
        <source>10 players, day 0 and the split (Hebrew club rules)</source>
        <translation>10 spēlētāji, 0. diena un balsu sadalīšana (Izraēlas kluba noteikumi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="19"/>
        <source>up to 13, commissar and doctor, two nominations each</source>
        <translation>līdz 13 spēlētājiem, komisārs un ārsts, katrs var izvirzīt divus kandidātus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="20"/>
        <source>any table, optional doctor, mistress, commissar (party rules)</source>
        <translation>jebkurš spēlētāju skaits, pēc izvēles ārsts, mīļākā, komisārs (ballīšu noteikumi)</translation>
    </message>
</context>
<context>
    <name>OutcomesDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="50"/>
        <source>Rating service</source>
        <translation>Reitingu serviss</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="52"/>
        <source>%n game(s) published.</source>
        <translation>
            <numerusform>Publicēta %n spēle.</numerusform>
            <numerusform>Publicētas %n spēles.</numerusform>
            <numerusform>Publicēts %n spēļu.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="53"/>
        <source>{published} of {games} games published.</source>
        <translation>Publicētas {published} no {games} spēlēm.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="62"/>
        <source>The service changed the record: {fixes}</source>
        <translation>Serviss izlaboja ierakstu: {fixes}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="14"/>
        <source>The mafia shot seat {seat}</source>
        <translation>Mafija šāva uz spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="15"/>
        <source>The mafia missed</source>
        <translation>Mafija aizšāva garām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="17"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="18"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="19"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="20"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="21"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="22"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav mafija</translation>
    </message>
</context>
<context>
    <name>OverlayBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="18"/>
        <source>Stream overlay</source>
        <translation>Tiešraides pārklājums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="23"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="24"/>
        <source>Show viewers the roles and the night&apos;s actions (behind the delay)</source>
        <translation>Rādīt skatītājiem lomas un nakts darbības (ar aizkavi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="26"/>
        <source>Serve another computer on the network (its address carries a key)</source>
        <translation>Apkalpot arī citu datoru tīklā (tā adresē ir atslēga)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A row of ten cards along the bottom</source>
        <translation>Desmit kartīšu rinda apakšā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A column down the side</source>
        <translation>Kolonna sānā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="41"/>
        <source>Port</source>
        <translation>Ports</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="42"/>
        <source>Stream delay</source>
        <translation>Tiešraides aizkave</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="43"/>
        <source>Everything the overlay shows waits this long: set it to the stream&apos;s delay.</source>
        <translation>Viss, ko rāda pārklājums, parādās ar šādu aizkavi: iestatiet to vienādu ar tiešraides aizkavi.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="47"/>
        <source>Font size</source>
        <translation>Fonta lielums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="48"/>
        <source>Player cards</source>
        <translation>Spēlētāju kartītes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="54"/>
        <source>Set the stream&apos;s delay first: without one, the players at the table could read the roles on the stream.</source>
        <translation>Vispirms iestatiet tiešraides aizkavi: bez tās spēlētāji pie galda varētu ieraudzīt lomas tiešraidē.</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="22"/>
        <source>Stream overlay</source>
        <translation>Tiešraides pārklājums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="28"/>
        <source>Stop the overlay</source>
        <translation>Apturēt pārklājumu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="32"/>
        <source>Add this address to OBS as a browser source (1920 × 1080):</source>
        <translation>Pievienojiet šo adresi OBS kā pārlūka avotu (1920 × 1080):</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="43"/>
        <source>Whole overlay</source>
        <translation>Viss pārklājums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Player cards</source>
        <translation>Spēlētāju kartītes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Timer and speaker</source>
        <translation>Taimeris un runātājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Vote</source>
        <translation>Balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Announcements</source>
        <translation>Paziņojumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="52"/>
        <source>Copy</source>
        <translation>Kopēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="58"/>
        <source>The overlay is stopped.</source>
        <translation>Pārklājums ir apturēts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="60"/>
        <source>Pages following the table now: {count}</source>
        <translation>Lapas, kas pašlaik seko galdam: {count}</translation>
    </message>
</context>
<context>
    <name>Photos</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="34"/>
        <source>The file cannot be read: {reason}</source>
        <translation>Failu nevar nolasīt: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="37"/>
        <source>The file is larger than {most} MB: choose a smaller photo</source>
        <translation>Fails ir lielāks par {most} MB: izvēlieties mazāku foto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="42"/>
        <source>This file is not a picture (a JPEG or PNG photo, for instance)</source>
        <translation>Šis fails nav attēls (piemēram, JPEG vai PNG foto)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="47"/>
        <source>This picture is too large to open ({width} × {height} pixels)</source>
        <translation>Attēls ir par lielu, lai to atvērtu ({width} × {height} pikseļi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="60"/>
        <source>This picture is damaged and cannot be read: {reason}</source>
        <translation>Attēls ir bojāts un to nevar nolasīt: {reason}</translation>
    </message>
</context>
<context>
    <name>PickGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="286"/>
        <source>Add games to the event</source>
        <translation>Pievienot spēles pasākumam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="301"/>
        <source>Games outside any event, the latest first:</source>
        <translation>Spēles, kas nav nevienā pasākumā (jaunākās vispirms):</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="302"/>
        <source>Every game belongs to an event already.</source>
        <translation>Visas spēles jau ir piesaistītas pasākumiem.</translation>
    </message>
</context>
<context>
    <name>PlayerLinksDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="30"/>
        <source>Players on the rating service</source>
        <translation>Spēlētāji reitingu servisā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="31"/>
        <source>These players have no account of the rating service linked. Choose each one&apos;s account (or type its number): it is kept for their next games. A seat left empty is sent without a player, and the game counts for no rating of theirs there.</source>
        <translation>Šiem spēlētājiem nav sasaistīta reitingu servisa konta. Izvēlieties katra kontu (vai ierakstiet tā numuru): tas tiks saglabāts nākamajām spēlēm. Tukša sēdvieta tiek nosūtīta bez spēlētāja, un spēle tur neietekmē viņa reitingu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="43"/>
        <source>seat {seat}</source>
        <translation>spēlētājs Nr. {seat}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="44"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n sēdvieta</numerusform>
            <numerusform>%n sēdvietas</numerusform>
            <numerusform>%n sēdvietu</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="48"/>
        <source>the account&apos;s number</source>
        <translation>konta numurs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep and publish</source>
        <translation>Saglabāt un publicēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep</source>
        <translation>Saglabāt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="71"/>
        <source>Reading the service&apos;s players of these names…</source>
        <translation>Meklē servisā spēlētājus ar šiem vārdiem…</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="95"/>
        <source>Unknown</source>
        <translation>Nezināma loma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="96"/>
        <source>{role} {wins} of {games} won</source>
        <translation>{role}: uzvaras {wins} no {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="116"/>
        <source>Back</source>
        <translation>Atpakaļ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="122"/>
        <source>Rename or merge…</source>
        <translation>Pārdēvēt vai apvienot…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="128"/>
        <source>Photo…</source>
        <translation>Foto…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="129"/>
        <source>A photo of the player for the stream&apos;s overlay and the audience screen</source>
        <translation>Spēlētāja foto tiešraides pārklājumam un skatītāju ekrānam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="131"/>
        <source>Remove the photo</source>
        <translation>Noņemt foto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="332"/>
        <source>games</source>
        <translation>spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>wins</source>
        <translation>uzvaras</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>won</source>
        <translation>uzvaru %</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <source>killed first</source>
        <translation>nošauts pirmais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="273"/>
        <source>best move: blacks / named</source>
        <translation>labākais gājiens: melnie / nosauktie</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>fouls per game</source>
        <translation>piezīmes vidēji spēlē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>removals</source>
        <translation>noraidīšanas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="145"/>
        <source>No finished games yet: results by role appear after the first finished game.</source>
        <translation>Pabeigtu spēļu vēl nav: rezultāti pa lomām parādīsies pēc pirmās pabeigtās spēles.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="180"/>
        <source>Replay the game</source>
        <translation>Pārskatīt spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="204"/>
        <source>Results by role</source>
        <translation>Rezultāti pa lomām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="205"/>
        <source>Rating</source>
        <translation>Reitings</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="245"/>
        <source>Games ({count})</source>
        <translation>Spēles ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="246"/>
        <source>Games: none yet</source>
        <translation>Spēļu vēl nav</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="252"/>
        <source>Figures count finished games outside the trash; the list also shows %n unfinished game(s).</source>
        <translation>
            <numerusform>Skaitļos ieskaitītas pabeigtās spēles ārpus miskastes; sarakstā redzama arī %n nepabeigta spēle.</numerusform>
            <numerusform>Skaitļos ieskaitītas pabeigtās spēles ārpus miskastes; sarakstā redzamas arī %n nepabeigtas spēles.</numerusform>
            <numerusform>Skaitļos ieskaitītas pabeigtās spēles ārpus miskastes; sarakstā redzamas arī %n nepabeigtu spēļu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="267"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>Labākajos gājienos nosaukts %n numurs, no tiem melnie: {black}</numerusform>
            <numerusform>Labākajos gājienos nosaukti %n numuri, no tiem melnie: {black}</numerusform>
            <numerusform>Labākajos gājienos nosaukts %n numuru, no tiem melnie: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="274"/>
        <source>%n foul(s) in all</source>
        <translation>
            <numerusform>Kopā %n piezīme</numerusform>
            <numerusform>Kopā %n piezīmes</numerusform>
            <numerusform>Kopā %n piezīmju</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="290"/>
        <source>Rating {overall} (red {red}, black {black}) over %n rated game(s)</source>
        <translation>
            <numerusform>Reitings {overall} (sarkanais {red}, melnais {black}) pēc %n reitinga spēles</numerusform>
            <numerusform>Reitings {overall} (sarkanais {red}, melnais {black}) pēc %n reitinga spēlēm</numerusform>
            <numerusform>Reitings {overall} (sarkanais {red}, melnais {black}) pēc %n reitinga spēlēm</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="396"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="399"/>
        <source>{reason}.

The photo was not changed.</source>
        <translation>{reason}.

Foto netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="414"/>
        <source>A photo of {player}</source>
        <translation>{player} foto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="415"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.bmp)</source>
        <translation>Attēli (*.jpg *.jpeg *.png *.webp *.bmp)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="419"/>
        <source>Photo</source>
        <translation>Foto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="475"/>
        <source>{new} is already a player.

{old_games}; {new_games}.
Merge {old} into {new}? {all_games}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation>Spēlētājs {new} jau ir arhīvā.

{old_games}; {new_games}.
Apvienot spēlētāju {old} ar spēlētāju {new}? {all_games}; spēlēs paliks vārds, ar kādu tās tika ierakstītas, un, meklējot {old}, tiks atrasts {new}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="478"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="479"/>
        <source>{player} has %n game(s)</source>
        <translation>
            <numerusform>Spēlētājam {player} ir %n spēle</numerusform>
            <numerusform>Spēlētājam {player} ir %n spēles</numerusform>
            <numerusform>Spēlētājam {player} nav spēļu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="480"/>
        <source>All %n game(s) will count for {player}</source>
        <translation>
            <numerusform>%n spēle tiks ieskaitīta spēlētājam {player}</numerusform>
            <numerusform>Visas %n spēles tiks ieskaitītas spēlētājam {player}</numerusform>
            <numerusform>Visas %n spēles tiks ieskaitītas spēlētājam {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures count finished games outside the trash; the list also shows {count} unfinished game(s).</source>
        <translation type="vanished">Skaitļos ieskaitītas pabeigtās spēles ārpus miskastes; sarakstā redzamas arī nepabeigtās spēles: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="254"/>
        <source>Figures count finished games outside the trash.</source>
        <translation>Skaitļos ieskaitītas pabeigtās spēles ārpus miskastes.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="258"/>
        <source>Finished games outside the trash</source>
        <translation>Pabeigtās spēles ārpus miskastes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="262"/>
        <source>Games in which this player was the first shot at night</source>
        <translation>Spēles, kurās šis spēlētājs naktī tika nošauts pirmais</translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">Labākajos gājienos nosaukti numuri: {named}, no tiem melnie: {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="269"/>
        <source>best move: blacks / named ({percent})</source>
        <translation>labākais gājiens: melnie / nosauktie ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="272"/>
        <source>No best move yet</source>
        <translation>Labāko gājienu vēl nav bijis</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in all</source>
        <translation type="vanished">Piezīmes kopā: {fouls}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="276"/>
        <source>Games in which this player was removed from the table</source>
        <translation>Spēles, kurās šis spēlētājs tika noraidīts no spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="305"/>
        <source>Won</source>
        <translation>Uzvarētās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="307"/>
        <source>Lost or drawn</source>
        <translation>Zaudētās vai neizšķirtās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="439"/>
        <source>A player needs a name: nothing was changed.</source>
        <translation>Spēlētājam ir vajadzīgs vārds: nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="450"/>
        <source>{error}.

Nothing was changed.</source>
        <translation>{error}.

Nekas netika mainīts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="466"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="486"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="489"/>
        <source>Rename or merge</source>
        <translation>Pārdēvēt vai apvienot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="467"/>
        <source>New name for {player}.
The name of another player merges the two into one.</source>
        <translation>Jauns vārds spēlētājam {player}.
Ja ievadīsiet cita spēlētāja vārdu, abi spēlētāji tiks apvienoti vienā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="474"/>
        <source>Merge two players</source>
        <translation>Divu spēlētāju apvienošana</translation>
    </message>
    <message>
        <source>{new} is already a player.

{old} has {old_games} game(s), {new} has {new_games}.
Merge {old} into {new}? All {all_games} game(s) will count for {new}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation type="vanished">Spēlētājs {new} jau ir arhīvā.

Spēlētāja {old} spēles: {old_games}, spēlētāja {new} spēles: {new_games}.
Apvienot spēlētāju {old} ar spēlētāju {new}? Visas spēles (kopā: {all_games}) tiks ieskaitītas spēlētājam {new}; spēlēs paliks vārds, ar kādu tās tika ierakstītas, un, meklējot {old}, tiks atrasts {new}.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="37"/>
        <source>role not recorded</source>
        <translation>loma nav ierakstīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="38"/>
        <source>Role not recorded</source>
        <translation>Loma nav ierakstīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="94"/>
        <source>won {wins} of {games}</source>
        <translation>uzvaras: {wins} no {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="95"/>
        <source>won {wins} of {games} ({percent})</source>
        <translation>uzvaras: {wins} no {games} ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="101"/>
        <source>{player}: no finished game yet</source>
        <translation>{player}: pabeigtu spēļu vēl nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="102"/>
        <source>{role}: {record}</source>
        <translation>{role}: {record}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="120"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="53"/>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="121"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="54"/>
        <source>The player&apos;s name in the archive</source>
        <translation>Spēlētāja vārds arhīvā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="122"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="61"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="123"/>
        <source>Finished games outside the trash</source>
        <translation>Pabeigtās spēles ārpus miskastes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="124"/>
        <source>Wins</source>
        <translation>Uzvaras</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="125"/>
        <source>Win %</source>
        <translation>Uzvaru %</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="128"/>
        <source>Wins over games played</source>
        <translation>Uzvaru daļa no aizvadītajām spēlēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="140"/>
        <source>{player} has not played {role} yet</source>
        <translation>{player} vēl nav spēlējis kā {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="142"/>
        <source>As {role}: {record}</source>
        <translation>Kā {role}: {record}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="146"/>
        <source>Win % as {role} (a dash: never played {role})</source>
        <translation>Uzvaru % kā {role} (domuzīme: nekad nav spēlējis kā {role})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="154"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>Labākajos gājienos nosaukts %n numurs, no tiem melnie: {black}</numerusform>
            <numerusform>Labākajos gājienos nosaukti %n numuri, no tiem melnie: {black}</numerusform>
            <numerusform>Labākajos gājienos nosaukts %n numuru, no tiem melnie: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="162"/>
        <source>%n foul(s) {in_games}</source>
        <translation>
            <numerusform>%n piezīme {in_games}</numerusform>
            <numerusform>%n piezīmes {in_games}</numerusform>
            <numerusform>%n piezīmju {in_games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="161"/>
        <source>in %n game(s)</source>
        <translation>
            <numerusform>%n spēlē</numerusform>
            <numerusform>%n spēlēs</numerusform>
            <numerusform>%n spēlēs</numerusform>
        </translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">Labākajos gājienos nosaukti numuri: {named}, no tiem melnie: {black}</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in {games} game(s)</source>
        <translation type="vanished">Piezīmes: {fouls}, spēles: {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="168"/>
        <source>Killed first</source>
        <translation>Nošauts pirmais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="170"/>
        <source>Games in which the player was the first shot at night</source>
        <translation>Spēles, kurās spēlētājs naktī tika nošauts pirmais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="171"/>
        <source>Best move</source>
        <translation>Labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="173"/>
        <source>Blacks named / seats named in best moves</source>
        <translation>Nosauktie melnie / nosauktie numuri labākajos gājienos</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="174"/>
        <source>Fouls / game</source>
        <translation>Piezīmes / spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="175"/>
        <source>Fouls per game played</source>
        <translation>Vidējais piezīmju skaits vienā aizvadītajā spēlē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="176"/>
        <source>Removals</source>
        <translation>Noraidīšanas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="177"/>
        <source>Games in which the player was removed from the table</source>
        <translation>Spēles, kurās spēlētājs tika noraidīts no spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="55"/>
        <source>Overall</source>
        <translation>Kopējais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="57"/>
        <source>Red</source>
        <translation>Sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="59"/>
        <source>Black</source>
        <translation>Melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="63"/>
        <source>Change</source>
        <translation>Izmaiņa</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="143"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="97"/>
        <source>Back</source>
        <translation>Atpakaļ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="146"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="100"/>
        <source>Find a player: type any part of the name</source>
        <translation>Meklēt spēlētāju: ievadiet jebkuru vārda daļu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="155"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="115"/>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="202"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="160"/>
        <source>{shown} of %Ln player(s)</source>
        <translation>
            <numerusform>{shown} no %Ln spēlētāja</numerusform>
            <numerusform>{shown} no %Ln spēlētājiem</numerusform>
            <numerusform>{shown} no %Ln spēlētājiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="203"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="161"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln spēlētājs</numerusform>
            <numerusform>%Ln spēlētāji</numerusform>
            <numerusform>%Ln spēlētāju</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <translation type="vanished">
            <numerusform>{shown} no %n spēlētāja</numerusform>
            <numerusform>{shown} no %n spēlētājiem</numerusform>
            <numerusform>{shown} no %n spēlētājiem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="vanished">
            <numerusform>%n spēlētājs</numerusform>
            <numerusform>%n spēlētāji</numerusform>
            <numerusform>%n spēlētāju</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation type="vanished">Spēlētāji: {shown} no {total}</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation type="vanished">Spēlētāji: {total}</translation>
    </message>
</context>
<context>
    <name>PointsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="14"/>
        <source>Points for seat {seat}</source>
        <translation>Punkti spēlētājam Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="15"/>
        <source>e.g. 0.3 or -0.5</source>
        <translation>piem., 0,3 vai -0,5</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="16"/>
        <source>why (printed on the protocol)</source>
        <translation>iemesls (tiek drukāts protokolā)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="19"/>
        <source>Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} — {nickname}: papildpunkti (pozitīvs skaitlis) vai sods (negatīvs skaitlis)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="23"/>
        <source>Points</source>
        <translation>Punkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="24"/>
        <source>Reason</source>
        <translation>Iemesls</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="40"/>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>„{text}” nav skaitlis</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>Print protocol</source>
        <translation>Protokola drukāšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>The protocol could not be printed: {reason}</source>
        <translation>Protokolu neizdevās izdrukāt: {reason}</translation>
    </message>
</context>
<context>
    <name>ProtocolWords</name>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="61"/>
        <source>MAFIA GAME PROTOCOL</source>
        <translation>MAFIJAS SPĒLES PROTOKOLS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="62"/>
        <source>UNFINISHED</source>
        <translation>NEPABEIGTA</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="63"/>
        <source>The game was not finished: roles, night actions and the best move&apos;s score stay hidden.</source>
        <translation>Spēle netika pabeigta: lomas, nakts darbības un labākā gājiena vērtējums paliek slēpti.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="68"/>
        <source>Civilian</source>
        <translation>Civiliedzī­votājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="69"/>
        <source>Sheriff</source>
        <translation>Šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="70"/>
        <source>Commissar</source>
        <translation>Komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="71"/>
        <source>Doctor</source>
        <translation>Ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="72"/>
        <source>Mistress</source>
        <translation>Mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="73"/>
        <source>Mafia</source>
        <translation>Mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="74"/>
        <source>Don</source>
        <translation>Dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="77"/>
        <source>Civilians</source>
        <translation>Civiliedzī­votāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="80"/>
        <source>1 civilian</source>
        <translation>1 civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="81"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="282"/>
        <source>sheriff</source>
        <translation>šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="82"/>
        <source>commissar</source>
        <translation>komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="83"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="331"/>
        <source>doctor</source>
        <translation>ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="84"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="332"/>
        <source>mistress</source>
        <translation>mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="85"/>
        <source>1 mafia</source>
        <translation>1 mafiozs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="86"/>
        <source>don</source>
        <translation>dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="90"/>
        <source>{count} civilians</source>
        <translation>{count} × civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="91"/>
        <source>{count} sheriff</source>
        <translation>{count} × šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="92"/>
        <source>{count} commissar</source>
        <translation>{count} × komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="93"/>
        <source>{count} doctor</source>
        <translation>{count} × ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="94"/>
        <source>{count} mistress</source>
        <translation>{count} × mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="95"/>
        <source>{count} mafia</source>
        <translation>{count} × mafiozs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="96"/>
        <source>{count} don</source>
        <translation>{count} × dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="100"/>
        <source>The town (red team) wins</source>
        <translation>Uzvar pilsēta (sarkanie)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="101"/>
        <source>The mafia (black team) wins</source>
        <translation>Uzvar mafija (melnie)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="102"/>
        <source>Draw: nobody wins</source>
        <translation>Neizšķirts: neviens neuzvar</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="104"/>
        <source>No winner: the game is unfinished</source>
        <translation>Uzvarētāja nav: spēle nav pabeigta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="107"/>
        <source>Sport (FIIM-style, Crime Time rules 2013)</source>
        <translation>Sporta mafija (FIIM stils, Crime Time 2013. gada noteikumi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="108"/>
        <source>Mastermind (Hebrew club rules)</source>
        <translation>Mastermind (kluba noteikumi ivritā)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="109"/>
        <source>Latvian rules</source>
        <translation>Latvijas noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="110"/>
        <source>Classic (party rules, evening points)</source>
        <translation>Klasiskā mafija (ballīšu noteikumi, vakara punkti)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="115"/>
        <source>Club</source>
        <translation>Klubs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="116"/>
        <source>Tournament</source>
        <translation>Turnīrs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="117"/>
        <source>Date</source>
        <translation>Datums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="118"/>
        <source>Time</source>
        <translation>Laiks</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="119"/>
        <source>Table №</source>
        <translation>Galds Nr.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="120"/>
        <source>Game №</source>
        <translation>Spēle Nr.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="121"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="146"/>
        <source>Host (judge)</source>
        <translation>Vadītājs (tiesnesis)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="123"/>
        <source>№</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="124"/>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="125"/>
        <source>Role</source>
        <translation>Loma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="126"/>
        <source>Fouls</source>
        <translation>Piezīmes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="127"/>
        <source>Left the table</source>
        <translation>Pameta galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="128"/>
        <source>Points</source>
        <translation>Punkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="129"/>
        <source>Tech.</source>
        <translation>Tehn.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="131"/>
        <source>R</source>
        <translation>X</translation>
    </message>
    <message>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game</source>
        <translation type="vanished">D2 — piezīme saņemta 2. dienā, N2 — 2. naktī · X tumšā rūtiņā: noraidīts no spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="132"/>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game · (8) among a day&apos;s nominees: the one who left · 4: 2,5,7,9 four hands, those of seats 2, 5, 7 and 9</source>
        <translation>D2 — piezīme saņemta 2. dienā, N2 — 2. naktī · X tumšā rūtiņā: noraidīts no spēles · (8) starp dienas kandidātiem: tas, kurš pameta galdu · 4: 2,5,7,9 — četras rokas, spēlētāju Nr. 2, 5, 7 un 9</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="137"/>
        <source>D{day}</source>
        <translation>D{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="138"/>
        <source>N{night}</source>
        <translation>N{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="139"/>
        <source>Day: nominations and votes</source>
        <translation>Diena: kandidātu izvirzīšana un balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="140"/>
        <source>Night: shot, checks, morning</source>
        <translation>Nakts: šāviens, pārbaudes, rīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="141"/>
        <source>Result</source>
        <translation>Rezultāts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="142"/>
        <source>Winning team</source>
        <translation>Uzvarētāja komanda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="143"/>
        <source>Roles</source>
        <translation>Lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="144"/>
        <source>Best move</source>
        <translation>Labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="145"/>
        <source>hidden until the game ends</source>
        <translation>slēptas līdz spēles beigām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="147"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="148"/>
        <source>Players&apos; captain</source>
        <translation>Spēlētāju kapteinis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="149"/>
        <source>Notes (protests, comments)</source>
        <translation>Komentāri (protesti, piebildes)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="150"/>
        <source>Penalties explained</source>
        <translation>Sodu paskaidrojumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="152"/>
        <source>foul</source>
        <translation>piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="153"/>
        <source>technical foul</source>
        <translation>tehniskā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="154"/>
        <source>removed</source>
        <translation>noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="155"/>
        <source>disqualified</source>
        <translation>diskvalificēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="156"/>
        <source>Rules</source>
        <translation>Noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="157"/>
        <source>Changed from the preset</source>
        <translation>Izmaiņas pamatnoteikumos</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="158"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="263"/>
        <source>none</source>
        <translation>nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="159"/>
        <source>The log holds no game: there is nothing to print</source>
        <translation>Žurnālā nav spēles: nav ko drukāt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="163"/>
        <source>Page {number}</source>
        <translation>{number}. lpp.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="167"/>
        <source>Game id {id}</source>
        <translation>Spēles ID {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="173"/>
        <source>{penalty}: {reason}</source>
        <translation>{penalty}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="180"/>
        <source>Points {points}: {reason}</source>
        <translation>Punkti {points}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="181"/>
        <source>Points {points}</source>
        <translation>Punkti {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="188"/>
        <source>Day {number}</source>
        <translation>{number}. diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="194"/>
        <source>Night {number}</source>
        <translation>{number}. nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="198"/>
        <source>killed, day {number}</source>
        <translation>nošauts {number}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="199"/>
        <source>killed, night {number}</source>
        <translation>nošauts {number}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="200"/>
        <source>voted out, day {number}</source>
        <translation>izbalsots {number}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="201"/>
        <source>voted out, night {number}</source>
        <translation>izbalsots {number}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="202"/>
        <source>removed, day {number}</source>
        <translation>noraidīts {number}. dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="203"/>
        <source>removed, night {number}</source>
        <translation>noraidīts {number}. naktī</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="216"/>
        <source>{departure} ({reason})</source>
        <translation>{departure} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="222"/>
        <source>Vote</source>
        <translation>Balsis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="224"/>
        <source>Revote</source>
        <translation>Atkārt.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="225"/>
        <source>Revote {number}</source>
        <translation>Atkārt. {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="231"/>
        <source>Did not vote: {seats}</source>
        <translation>Nebalsoja: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="233"/>
        <source>Did not vote in the revote: {seats}</source>
        <translation>Atkārtotajā balsošanā nebalsoja: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="234"/>
        <source>Did not vote in the revote {number}: {seats}</source>
        <translation>{number}. atkārtotajā balsošanā nebalsoja: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="239"/>
        <source>Nominated</source>
        <translation>Izvirzīja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="240"/>
        <source>Put to the vote by the host</source>
        <translation>Vadītājs izvirzīja uz izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="241"/>
        <source>Withdrawn</source>
        <translation>Atsaukts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="242"/>
        <source>Nobody nominated</source>
        <translation>Neviens netika izvirzīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="243"/>
        <source>+{seats} by the rule</source>
        <translation>+{seats} pēc noteikuma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="244"/>
        <source>All {seats} to leave?</source>
        <translation>Vai visi kandidāti ({seats}) pamet spēli?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="245"/>
        <source>All {seats} to leave? (the vote was still under way)</source>
        <translation>Vai visi kandidāti ({seats}) pamet spēli? (balsošana vēl nebija beigusies)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="247"/>
        <source>a majority, they all leave</source>
        <translation>vairākums: visi pamet spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="248"/>
        <source>no majority, they all stay</source>
        <translation>nav vairākuma: visi turpina spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="250"/>
        <source>{yes} yes of {voters} ({seats}): {result}</source>
        <translation>Jā: {yes} no {voters} ({seats}) — {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="251"/>
        <source>{yes} yes of {voters}: {result}</source>
        <translation>Jā: {yes} no {voters} — {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="252"/>
        <source>Split: {seats} tie by custom, each speaks 30 s more; nobody leaves</source>
        <translation>Balsu sadalīšana: Nr.&#xa0;{seats} pēc tradīcijas saņem vienādu balsu skaitu, katrs runā vēl 30 s; neviens nepamet galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="253"/>
        <source>Left</source>
        <translation>Pameta galdu</translation>
    </message>
    <message>
        <source>Nobody left</source>
        <translation type="vanished">Neviens nepameta galdu</translation>
    </message>
    <message>
        <source>Nobody left ({rule})</source>
        <translation type="vanished">Neviens nepameta galdu ({rule})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="254"/>
        <source>Removed</source>
        <translation>Noraidīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="255"/>
        <source>{seat} ({reason})</source>
        <translation>{seat} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="256"/>
        <source>Speech skipped</source>
        <translation>Izlaista runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="257"/>
        <source>The game ends.</source>
        <translation>Spēle beidzas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="260"/>
        <source>Shots</source>
        <translation>Šāvieni</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="261"/>
        <source>Shot</source>
        <translation>Šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="262"/>
        <source>no shot</source>
        <translation>nav šāviena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="264"/>
        <source>hit {seat}</source>
        <translation>trāpījums: Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="265"/>
        <source>hit {seat}, saved by the doctor</source>
        <translation>trāpījums: Nr.&#xa0;{seat}, ārsts izglāba</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="266"/>
        <source>miss</source>
        <translation>garām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="267"/>
        <source>The don&apos;s arrangement: {seats}</source>
        <translation>Dona statiskā vienošanās: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="268"/>
        <source>Morning</source>
        <translation>Rīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="271"/>
        <source>Don checked {seat}</source>
        <translation>Dons pārbaudīja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="272"/>
        <source>Sheriff checked {seat}</source>
        <translation>Šerifs pārbaudīja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="273"/>
        <source>Commissar checked {seat}</source>
        <translation>Komisārs pārbaudīja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="276"/>
        <source>Don: no check</source>
        <translation>Dons: nav pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="277"/>
        <source>Sheriff: no check</source>
        <translation>Šerifs: nav pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="278"/>
        <source>Commissar: no check</source>
        <translation>Komisārs: nav pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="283"/>
        <source>not the sheriff</source>
        <translation>nav šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="284"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="286"/>
        <source>black</source>
        <translation>melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="285"/>
        <source>red</source>
        <translation>sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="287"/>
        <source>not black</source>
        <translation>nav mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="289"/>
        <source>blocked by the mistress</source>
        <translation>mīļākā bloķējusi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="290"/>
        <source>Doctor saved {seat}</source>
        <translation>Ārsts ārstēja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="291"/>
        <source>Doctor saved {seat} (blocked by the mistress)</source>
        <translation>Ārsts ārstēja Nr.&#xa0;{seat} (mīļākā bloķējusi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="292"/>
        <source>Doctor: nobody</source>
        <translation>Ārsts: neviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="293"/>
        <source>Mistress visited {seat}</source>
        <translation>Mīļākā apmeklēja Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="294"/>
        <source>Mistress: nobody</source>
        <translation>Mīļākā: neviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="301"/>
        <source>Seat {seat} named nobody</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nevienu nenosauca</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="303"/>
        <source>Seat {seat} named {seats}</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nosauca {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="305"/>
        <source>Seat {seat} named {seats}: {black} of them black</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} nosauca {seats}; no tiem melnie: {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="312"/>
        <source>speech</source>
        <translation>runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="313"/>
        <source>last word</source>
        <translation>pēdējie vārdi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="314"/>
        <source>tie speech</source>
        <translation>papildu runa</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="315"/>
        <source>mafia agreement</source>
        <translation>mafijas vienošanās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="316"/>
        <source>role meeting</source>
        <translation>iepazīšanās ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="317"/>
        <source>don&apos;s check</source>
        <translation>dona pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="318"/>
        <source>sheriff&apos;s check</source>
        <translation>šerifa pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="319"/>
        <source>best move</source>
        <translation>labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="320"/>
        <source>open talk</source>
        <translation>brīvā apspriešana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="321"/>
        <source>open talk per player</source>
        <translation>brīvā apspriešana uz katru spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="322"/>
        <source>penalty speech</source>
        <translation>saīsinātā runa (sods)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="323"/>
        <source>warning</source>
        <translation>brīdinājums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="327"/>
        <source>shot</source>
        <translation>šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="328"/>
        <source>don check</source>
        <translation>dona pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="329"/>
        <source>sheriff check</source>
        <translation>šerifa pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="330"/>
        <source>commissar check</source>
        <translation>komisāra pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="340"/>
        <source>{count} players: {roles}</source>
        <translation>spēlētāji: {count} — {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="387"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="392"/>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="345"/>
        <source>table of {roles}</source>
        <translation>lomu sastāvs ({roles})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="349"/>
        <source>{timer} {seconds} s</source>
        <translation>{timer} {seconds} s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="353"/>
        <source>timers: {timers}</source>
        <translation>taimeri: {timers}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="357"/>
        <source>up to {count} nominations per speech</source>
        <translation>kandidātu izvirzīšanas vienā runā: ne vairāk kā {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="362"/>
        <source>the doctor may save himself any number of times</source>
        <translation>ārsts drīkst ārstēt sevi neierobežoti</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/protocol.py" line="363"/>
        <source>the doctor may save himself %n time(s) a game</source>
        <translation>
            <numerusform>ārsts drīkst ārstēt sevi %n reizi spēlē</numerusform>
            <numerusform>ārsts drīkst ārstēt sevi %n reizes spēlē</numerusform>
            <numerusform>ārsts nedrīkst ārstēt sevi</numerusform>
        </translation>
    </message>
    <message>
        <source>the doctor may save himself {count} time(s) a game</source>
        <translation type="vanished">ārsts drīkst ārstēt sevi {count}× spēlē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="367"/>
        <source>days counted from {day}</source>
        <translation>dienu numerācija sākas no {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="372"/>
        <source>night order: {steps}</source>
        <translation>nakts secība: {steps}</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} un {seat}</translation>
    </message>
    <message>
        <source>× a foul · R in a dark box: removed from the game</source>
        <translation type="vanished">× piezīme · N tumšā lodziņā: noraidīts no spēles</translation>
    </message>
    <message>
        <source>+{seats} did not vote</source>
        <translation type="vanished">+{seats} nebalsoja</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="76"/>
        <source>no account set (Settings → Rating service)</source>
        <translation>konts nav iestatīts (Iestatījumi → Reitingu serviss)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="130"/>
        <source>Rating service</source>
        <translation>Reitingu serviss</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="136"/>
        <source>No account of the rating service is set: Settings → Rating service, then publish again.</source>
        <translation>Reitingu servisa konts nav iestatīts: Iestatījumi → Reitingu serviss, tad publicējiet vēlreiz.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="140"/>
        <source>Games are being sent to the rating service: publish again in a moment.</source>
        <translation>Spēles pašlaik tiek sūtītas uz reitingu servisu: publicējiet vēlreiz pēc brīža.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="155"/>
        <source>Sent without a player, so with no rating there: {names}</source>
        <translation>Nosūtīti bez spēlētāja, tāpēc bez reitinga tur: {names}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="183"/>
        <source>Rating service: sending…</source>
        <translation>Reitingu serviss: sūta…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="185"/>
        <source>Rating service: everything sent</source>
        <translation>Reitingu serviss: viss nosūtīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="186"/>
        <source>not sent yet</source>
        <translation>vēl nav nosūtīta</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="187"/>
        <source>Rating service: %n game(s) waiting — {why}</source>
        <translation>
            <numerusform>Reitingu serviss: gaida %n spēle — {why}</numerusform>
            <numerusform>Reitingu serviss: gaida %n spēles — {why}</numerusform>
            <numerusform>Reitingu serviss: gaida %n spēļu — {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="200"/>
        <source>Send now</source>
        <translation>Sūtīt tagad</translation>
    </message>
</context>
<context>
    <name>Publishing</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="34"/>
        <source>Published on the rating service (its game {number})</source>
        <translation>Publicēta reitingu servisā (tā spēle {number})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="38"/>
        <source>Refused by the rating service: {reason}</source>
        <translation>Reitingu serviss atteica: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="39"/>
        <source>Waiting to be sent to the rating service: {reason}</source>
        <translation>Gaida nosūtīšanu uz reitingu servisu: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="40"/>
        <source>not sent yet</source>
        <translation>vēl nav nosūtīta</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Overall</source>
        <translation>Kopējais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Red</source>
        <translation>Sarkanais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Black</source>
        <translation>Melnais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="55"/>
        <source>rated games</source>
        <translation>reitinga spēles</translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="35"/>
        <source>since the start</source>
        <translation>kopš sākuma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="36"/>
        <source>the last 7 days</source>
        <translation>pēdējās 7 dienās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="37"/>
        <source>the last 30 days</source>
        <translation>pēdējās 30 dienās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="38"/>
        <source>the last 90 days</source>
        <translation>pēdējās 90 dienās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="39"/>
        <source>the last 365 days</source>
        <translation>pēdējās 365 dienās</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="56"/>
        <source>The overall rating: his start plus all he earned</source>
        <translation>Kopējais reitings: sākuma reitings plus viss, ko viņš nopelnījis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="58"/>
        <source>The red rating: games as a civilian or the sheriff</source>
        <translation>Sarkanais reitings: spēles civiliedzīvotāja vai šerifa lomā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="60"/>
        <source>The black rating: games as the mafia or the don</source>
        <translation>Melnais reitings: spēles mafijas vai dona lomā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="62"/>
        <source>Rated games</source>
        <translation>Reitingā ieskaitītās spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="64"/>
        <source>What he earned over the period chosen above</source>
        <translation>Cik viņš nopelnījis augšā izvēlētajā periodā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="106"/>
        <source>Change: {period}</source>
        <translation>Izmaiņa: {period}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="119"/>
        <source>Starting ratings…</source>
        <translation>Sākuma reitingi…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="121"/>
        <source>A CSV file of the rating service&apos;s ratings (nickname, overall, red, black): the club&apos;s ratings go on from them</source>
        <translation>Reitingu servisa reitingu CSV fails (segvārds, kopējais, sarkanais, melnais): kluba reitingi turpinās no tiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="173"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="184"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="188"/>
        <source>Starting ratings</source>
        <translation>Sākuma reitingi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="174"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV faili (*.csv);;Visi faili (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="189"/>
        <source>Starting ratings for %n player(s); every game was rated again from them.</source>
        <translation>
            <numerusform>Sākuma reitingi %n spēlētājam; visu spēļu reitingi no tiem pārrēķināti no jauna.</numerusform>
            <numerusform>Sākuma reitingi %n spēlētājiem; visu spēļu reitingi no tiem pārrēķināti no jauna.</numerusform>
            <numerusform>Sākuma reitingi %n spēlētājiem; visu spēļu reitingi no tiem pārrēķināti no jauna.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecordsImport</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="40"/>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="112"/>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="162"/>
        <source>Import game records</source>
        <translation>Spēļu ierakstu imports</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="41"/>
        <source>Game records (*.json)</source>
        <translation>Spēļu ieraksti (*.json)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="45"/>
        <source>Import every record in a folder</source>
        <translation>Importēt visus ierakstus no mapes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="49"/>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="75"/>
        <source>Import another archive</source>
        <translation>Cita arhīva importēšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="50"/>
        <source>Archives and their exports (*.sqlite3 *.db *.jsonl);;Every file (*)</source>
        <translation>Arhīvi un to eksporti (*.sqlite3 *.db *.jsonl);;Visi faili (*)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="76"/>
        <source>Importing the games of {file}…</source>
        <translation>Importē spēles no {file}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="102"/>
        <source>Nothing was imported: the backup made before an import could not be written.

{problem}</source>
        <translation>Nekas netika importēts: rezerves kopiju, kas tiek izveidota pirms importa, neizdevās ierakstīt.

{problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="112"/>
        <source>Importing {count} files…</source>
        <translation>Importē failus ({count})…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="138"/>
        <source>Stopped: the records after these were not imported (the batch under way was undone whole; import the same files again to go on).</source>
        <translation>Apturēts: tālākie ieraksti netika importēti (iesāktā daļa atsaukta pilnībā; lai turpinātu, importējiet tos pašus failus vēlreiz).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="142"/>
        <source>… and {count} more problems.</source>
        <translation>… un vēl problēmas: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="149"/>
        <source>… and {count} more.</source>
        <translation>… un vēl {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="150"/>
        <source>Put these records in place of the archived games? The archived games go to the trash (nothing is lost); No keeps the archive as it is.</source>
        <translation>Ievietot šos ierakstus arhīvā esošo spēļu vietā? Arhīva spēles tiks pārvietotas uz miskasti (nekas nepazudīs); „Nē” atstāj arhīvu nemainītu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="155"/>
        <source>Records that differ from archived games</source>
        <translation>Ieraksti, kas atšķiras no arhīvā esošajām spēlēm</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="50"/>
        <source>The town won</source>
        <translation>Uzvarēja pilsēta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="51"/>
        <source>The mafia won</source>
        <translation>Uzvarēja mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="52"/>
        <source>A draw</source>
        <translation>Neizšķirts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="54"/>
        <source>Sport rules</source>
        <translation>Sporta noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="55"/>
        <source>Mastermind rules</source>
        <translation>Mastermind noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="56"/>
        <source>Latvian rules</source>
        <translation>Latvijas noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="57"/>
        <source>Classic rules</source>
        <translation>Klasiskie noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="106"/>
        <source>Table {table}</source>
        <translation>Galds Nr.&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="107"/>
        <source>Game {game}</source>
        <translation>Spēle Nr.&#xa0;{game}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="110"/>
        <source>Unfinished ({phase})</source>
        <translation>Nepabeigta ({phase})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="114"/>
        <source>Finished</source>
        <translation>Pabeigta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="116"/>
        <source>{preset} rules</source>
        <translation>Noteikumi: {preset}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="117"/>
        <source>{count} players</source>
        <translation>Spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="118"/>
        <source>host {host}</source>
        <translation>vadītājs: {host}</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation type="vanished">yyyy. &apos;gada&apos; d. MMM, HH:mm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="157"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — “Hide roles” or Ctrl+R hides them</source>
        <translation>LOMAS REDZ IKVIENS, KAS SKATĀS EKRĀNĀ — tās paslēpj „Paslēpt lomas” vai Ctrl+R</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="161"/>
        <source>← Back to the list</source>
        <translation>← Atpakaļ uz sarakstu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Show roles</source>
        <translation>Rādīt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="165"/>
        <source>Resume the game</source>
        <translation>Turpināt spēli</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="167"/>
        <source>Export PDF…</source>
        <translation>Eksportēt PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="169"/>
        <source>Export JSON…</source>
        <translation>Eksportēt JSON…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="171"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>Move to trash</source>
        <translation>Pārvietot uz miskasti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="172"/>
        <source>Video…</source>
        <translation>Video…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="174"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Rated</source>
        <translation>Reitingā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="178"/>
        <source>Publish</source>
        <translation>Publicēt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="234"/>
        <source>|◀ First</source>
        <translation>|◀ Sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="235"/>
        <source>◀ Back</source>
        <translation>◀ Atpakaļ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="236"/>
        <source>Forward ▶</source>
        <translation>Uz priekšu ▶</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="237"/>
        <source>Last ▶|</source>
        <translation>Beigas ▶|</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="306"/>
        <source>Publish to the rating service</source>
        <translation>Publicēt reitingu servisā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Not rated</source>
        <translation>Ārpus reitinga</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="319"/>
        <source>The game counts for the club&apos;s ratings; click to mark it not rated</source>
        <translation>Spēle tiek ieskaitīta kluba reitingā; noklikšķiniet, lai to izslēgtu no reitinga</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="320"/>
        <source>The game earns nothing and changes no rating; click to rate it again</source>
        <translation>Spēle neko nedod un nemaina nevienu reitingu; noklikšķiniet, lai to atkal ieskaitītu reitingā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="351"/>
        <source>A finished game cannot be resumed</source>
        <translation>Pabeigtu spēli nevar turpināt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>In the trash</source>
        <translation>Miskastē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="364"/>
        <source>{number}. {tag} · {event}</source>
        <translation>{number}. {tag} · {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Hide roles</source>
        <translation>Paslēpt lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="464"/>
        <source>Step {number} of {count} · {tag}</source>
        <translation>Solis {number} no {count} · {tag}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="467"/>
        <source>Now: {phase} — {headline}</source>
        <translation>Tagad: {phase} — {headline}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="469"/>
        <source>Now: {phase}</source>
        <translation>Tagad: {phase}</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="24"/>
        <source>discussion</source>
        <translation>apspriešana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="25"/>
        <source>one speech each, nominations inside it</source>
        <translation>katram viena runa, kandidātu izvirzīšana tās laikā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="26"/>
        <source>open talk, then one or two nominations each</source>
        <translation>brīvā apspriešana, pēc tam katrs izvirza vienu vai divus kandidātus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="27"/>
        <source>open talk, the host puts players to the vote</source>
        <translation>brīvā apspriešana, vadītājs izvirza spēlētājus uz izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="28"/>
        <source>first-day vote</source>
        <translation>balsošana pirmajā dienā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="29"/>
        <source>a single nominee means no vote</source>
        <translation>ja izvirzīts tikai viens kandidāts, balsošanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="30"/>
        <source>the leaders do not leave, they speak 30 s more</source>
        <translation>līderi nepamet galdu, bet runā vēl 30 s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="31"/>
        <source>a single leader stays; tied players can still leave together</source>
        <translation>vienīgais līderis paliek; kandidāti ar vienādu balsu skaitu tomēr var pamest galdu kopā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="33"/>
        <source>the leader leaves only if he voted for himself</source>
        <translation>līderis pamet galdu tikai tad, ja pats balsoja pret sevi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="34"/>
        <source>no vote on the first day</source>
        <translation>pirmajā dienā balsošanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="36"/>
        <source>a tie in the revote</source>
        <translation>vienāds balsu skaits atkārtotā balsošanā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="37"/>
        <source>revote among the top; all equal → vote on all leaving</source>
        <translation>atkārtota balsošana starp līderiem; ja visiem vienāds balsu skaits → balsojums par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="38"/>
        <source>vote on all of them leaving</source>
        <translation>balsojums par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="39"/>
        <location filename="../../mafia_desktop/words/rules.py" line="45"/>
        <location filename="../../mafia_desktop/words/rules.py" line="51"/>
        <source>nobody leaves</source>
        <translation>neviens nepamet galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="40"/>
        <source>vote on all leaving</source>
        <translation>balsojums par visu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="41"/>
        <source>every living player votes</source>
        <translation>balso visi spēlētāji pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="42"/>
        <source>the nominees do not vote</source>
        <translation>kandidāti nebalso</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="43"/>
        <source>a tie with four alive</source>
        <translation>vienāds balsu skaits, kad pie galda ir četri</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="44"/>
        <source>vote on both leaving as usual</source>
        <translation>kā parasti, balsojums par abu kandidātu izbalsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="46"/>
        <source>a three-way tie with nine alive</source>
        <translation>vienāds balsu skaits trim kandidātiem, kad pie galda ir deviņi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="47"/>
        <source>as usual</source>
        <translation>kā parasti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="48"/>
        <source>no further vote</source>
        <translation>tālākas balsošanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="49"/>
        <source>no further vote after the first round</source>
        <translation>pēc pirmās kārtas tālākas balsošanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="50"/>
        <source>everyone at the table tied</source>
        <translation>visiem pie galda vienāds balsu skaits</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="52"/>
        <source>a vote on all leaving; passed, the game is a draw</source>
        <translation>balsojums par visu kandidātu izbalsošanu; ja pieņemts, spēle beidzas neizšķirti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="53"/>
        <source>revote order</source>
        <translation>atkārtotas balsošanas secība</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="54"/>
        <source>as the first vote</source>
        <translation>kā pirmajā balsošanā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="55"/>
        <source>reversed</source>
        <translation>apgriezta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="56"/>
        <source>first speaker</source>
        <translation>pirmais runātājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="57"/>
        <source>the next after the previous day&apos;s first</source>
        <translation>nākamais pēc iepriekšējās dienas pirmā runātāja</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="58"/>
        <source>the day ends after the previous day&apos;s last speaker</source>
        <translation>diena beidzas ar spēlētāju, kas seko iepriekšējās dienas pēdējam runātājam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="59"/>
        <source>the lowest living seat every day</source>
        <translation>katru dienu mazākais numurs pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="60"/>
        <source>withdrawing a nomination</source>
        <translation>kandidatūras atsaukšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="61"/>
        <source>allowed</source>
        <translation>atļauta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="62"/>
        <source>a new nomination replaces one&apos;s own</source>
        <translation>jauna izvirzīšana aizstāj paša iepriekšējo</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="63"/>
        <source>not allowed</source>
        <translation>nav atļauta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="64"/>
        <source>best move</source>
        <translation>labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="65"/>
        <source>the player killed on the first night names three</source>
        <translation>spēlētājs, kas nošauts 1. naktī, nosauc trīs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="66"/>
        <source>the first killed names three</source>
        <translation>pirmais nošautais nosauc trīs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="67"/>
        <source>not recorded</source>
        <translation>netiek reģistrēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="68"/>
        <source>third foul</source>
        <translation>trešā piezīme</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="69"/>
        <source>the next speech is lost</source>
        <translation>nākamā runa tiek atņemta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="70"/>
        <source>the next speech is cut to 30 s</source>
        <translation>nākamā runa tiek saīsināta līdz 30 s</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="71"/>
        <source>no penalty</source>
        <translation>bez soda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="72"/>
        <source>the shot</source>
        <translation>mafijas šāviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="73"/>
        <source>each black shoots; a hit needs all on one seat</source>
        <translation>šauj katrs melnais; trāpījums, ja visi šauj pa vienu un to pašu spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="74"/>
        <source>the mafia agree on one victim</source>
        <translation>mafija vienojas par vienu upuri</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="79"/>
        <source>nominees voted on in seat order</source>
        <translation>balsošana par kandidātiem sēdvietu secībā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="80"/>
        <source>nominees voted on in nomination order</source>
        <translation>balsošana par kandidātiem izvirzīšanas secībā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="81"/>
        <source>a missing vote counts for the last nominee</source>
        <translation>neatdota balss tiek ieskaitīta pret pēdējo kandidātu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="82"/>
        <source>a missing vote is lost</source>
        <translation>neatdota balss netiek ieskaitīta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="83"/>
        <source>a nominee may vote for himself</source>
        <translation>kandidāts drīkst balsot pret sevi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="84"/>
        <source>a nominee may not vote for himself</source>
        <translation>kandidāts nedrīkst balsot pret sevi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="90"/>
        <source>the first-day split is allowed</source>
        <translation>pirmajā dienā atļauta balsu sadalīšana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="91"/>
        <source>no first-day split</source>
        <translation>pirmajā dienā balsu sadalīšanas nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="92"/>
        <source>a removal cancels the day&apos;s vote</source>
        <translation>noraidīšana atceļ dienas balsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="93"/>
        <source>a removal does not cancel the vote</source>
        <translation>noraidīšana neatceļ balsošanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="94"/>
        <source>technical fouls counted, the second removes</source>
        <translation>tehniskās piezīmes tiek skaitītas, otrā nozīmē noraidīšanu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="95"/>
        <source>no technical fouls</source>
        <translation>bez tehniskajām piezīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="96"/>
        <source>the last to leave speaks before the win is announced</source>
        <translation>pēdējais, kas pamet galdu, runā pirms uzvaras paziņošanas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="97"/>
        <source>the win is announced at once</source>
        <translation>uzvara tiek paziņota uzreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="98"/>
        <source>the don&apos;s minute runs even when he is gone</source>
        <translation>dona minūte rit arī tad, ja viņš ir pametis galdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="99"/>
        <source>no don&apos;s step once he is gone</source>
        <translation>kad dons pametis galdu, dona pārbaude izpaliek</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="100"/>
        <source>a killed commissar has a last word</source>
        <translation>nošautajam komisāram ir pēdējie vārdi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="101"/>
        <source>a killed commissar has no last word</source>
        <translation>nošautajam komisāram nav pēdējo vārdu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="102"/>
        <source>the mafia win when they equal the town</source>
        <translation>mafija uzvar, kad mafijas un pilsētas spēlētāju skaits ir vienāds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="103"/>
        <source>the mafia win only when the town is gone</source>
        <translation>mafija uzvar tikai tad, kad pilsētas spēlētāju vairs nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="104"/>
        <source>the mistress blocks her visitee&apos;s action</source>
        <translation>mīļākā bloķē apmeklētā spēlētāja darbību</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="105"/>
        <source>the mistress blocks nothing</source>
        <translation>mīļākā neko nebloķē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="106"/>
        <source>a leaving player shows his card</source>
        <translation>spēlētājs, kas pamet galdu, atklāj savu kārti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="107"/>
        <source>cards stay hidden</source>
        <translation>kārtis netiek atklātas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="108"/>
        <source>evening points kept</source>
        <translation>tiek skaitīti vakara punkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="109"/>
        <source>no points</source>
        <translation>bez punktiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="22"/>
        <source>Sport</source>
        <translation>Sporta mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="23"/>
        <source>Mastermind</source>
        <translation>Mastermind</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="24"/>
        <source>Latvian</source>
        <translation>Latvijas noteikumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="25"/>
        <source>Classic</source>
        <translation>Klasiskā mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="31"/>
        <source>Evening points (party rules)</source>
        <translation>Vakara punkti (ballīšu noteikumi)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="32"/>
        <source>Sport (best move 0.5 / 0.3)</source>
        <translation>Sporta (labākais gājiens 0,5 / 0,3)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="33"/>
        <source>Sport (best move 0.4 / 0.25)</source>
        <translation>Sporta (labākais gājiens 0,4 / 0,25)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="34"/>
        <source>Sport (best move 0.7 / 0.5)</source>
        <translation>Sporta (labākais gājiens 0,7 / 0,5)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="35"/>
        <source>Mastermind (winning move)</source>
        <translation>Mastermind (labākais gājiens)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="35"/>
        <source>as on any other day: a single nominee is voted on</source>
        <translation>kā jebkurā citā dienā: balso arī par vienīgo kandidātu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="86"/>
        <source>naming a nominee already on the list uses up one&apos;s nomination</source>
        <translation>jau sarakstā esoša kandidāta izvirzīšana izlieto izvirzīšanas tiesības</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="87"/>
        <source>naming a nominee already on the list adds nothing and uses nothing up</source>
        <translation>jau sarakstā esoša kandidāta izvirzīšana neko nepievieno un tiesības neizlieto</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="88"/>
        <source>the mafia may shoot one of their own</source>
        <translation>mafija drīkst šaut savējā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="89"/>
        <source>the mafia&apos;s victim is one of the honest players</source>
        <translation>mafijas upuris ir viens no civiliedzīvotājiem</translation>
    </message>
</context>
<context>
    <name>SeatAccess</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="30"/>
        <source>Seat {number}</source>
        <translation>Spēlētājs Nr.&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="31"/>
        <source>Seat {number}, {nickname}</source>
        <translation>Spēlētājs Nr.&#xa0;{number}, {nickname}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="37"/>
        <source>at the table</source>
        <translation>pie galda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="41"/>
        <source>%n foul(s)</source>
        <translation>
            <numerusform>%n piezīme</numerusform>
            <numerusform>%n piezīmes</numerusform>
            <numerusform>%n piezīmju</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="43"/>
        <source>has the floor</source>
        <translation>runā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="45"/>
        <source>nominee #{place}</source>
        <translation>kandidāts Nr.&#xa0;{place}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="47"/>
        <source>chosen</source>
        <translation>izvēlēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="49"/>
        <source>votes for seat {seat}</source>
        <translation>balso pret spēlētāju Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="51"/>
        <source>the night&apos;s choice</source>
        <translation>šīs nakts izvēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="92"/>
        <source>Seat map</source>
        <translation>Sēdvietu karte</translation>
    </message>
</context>
<context>
    <name>SeatMap</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="125"/>
        <source>killed {when}</source>
        <translation>nošauts {when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="126"/>
        <source>voted {when}</source>
        <translation>izbalsots {when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="127"/>
        <source>removed {when}</source>
        <translation>noraidīts {when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatmap.py" line="331"/>
        <source>#{place}</source>
        <translation>#{place}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatmap.py" line="335"/>
        <source>→{seat}</source>
        <translation>→{seat}</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="23"/>
        <location filename="../../mafia_desktop/words/audience.py" line="25"/>
        <source>civ</source>
        <translation>civ.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="24"/>
        <source>sheriff</source>
        <translation>šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="25"/>
        <source>commissar</source>
        <translation>komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="26"/>
        <source>doctor</source>
        <translation>ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="27"/>
        <source>mistress</source>
        <translation>mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="28"/>
        <source>mafia</source>
        <translation>mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="29"/>
        <source>don</source>
        <translation>dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="97"/>
        <source>N{night}</source>
        <translation>N{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="99"/>
        <source>D{day}</source>
        <translation>D{day}</translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="26"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="115"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="122"/>
        <source>Seating plan</source>
        <translation>Sēdvietu plāns</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="31"/>
        <source>One player per line</source>
        <translation>Viens spēlētājs katrā rindā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="33"/>
        <source>Two players per line, kept at different tables: Anna / Boris</source>
        <translation>Divi spēlētāji katrā rindā, kurus sēdina pie dažādiem galdiem: Anna / Jānis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="47"/>
        <source>Make the plan</source>
        <translation>Sastādīt plānu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="50"/>
        <source>Save the plan as PDF…</source>
        <translation>Saglabāt plānu PDF formātā…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="57"/>
        <source>Players</source>
        <translation>Spēlētāji</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="58"/>
        <source>Kept apart</source>
        <translation>Pie dažādiem galdiem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="59"/>
        <source>Tables</source>
        <translation>Galdu skaits</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="60"/>
        <source>Games per player</source>
        <translation>Spēles katram spēlētājam</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="61"/>
        <source>Seats per table</source>
        <translation>Sēdvietas pie galda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="80"/>
        <source>Write two players per line with a slash between them: {line}</source>
        <translation>Rakstiet divus spēlētājus katrā rindā, atdalot tos ar slīpsvītru: {line}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="97"/>
        <source>Rounds: {rounds}. Seats: each player&apos;s seat counts differ by at most {spread}. Two players meet between {fewest} and {most} times; pairs that never meet: {never}.</source>
        <translation>Kārtas: {rounds}. Sēdvietas: katram spēlētājam reižu skaits katrā sēdvietā atšķiras ne vairāk kā par {spread}. Divu spēlētāju tikšanās reižu skaits: no {fewest} līdz {most}; pāri, kas nesatiekas nekad: {never}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>{title} seating plan.pdf</source>
        <translation>{title} sēdvietu plāns.pdf</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>Tournament</source>
        <translation>Turnīrs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="123"/>
        <source>Could not write {path}: {error}</source>
        <translation>Neizdevās ierakstīt {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="125"/>
        <source>Saved: {path}</source>
        <translation>Saglabāts: {path}</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="60"/>
        <source>Seating plan</source>
        <translation>Sēdvietu plāns</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="61"/>
        <source>Round {number}</source>
        <translation>{number}. kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="62"/>
        <source>Table {number}</source>
        <translation>{number}. galds</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="63"/>
        <source>Seat {number}</source>
        <translation>{number}. sēdvieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="64"/>
        <source>Sitting out</source>
        <translation>Nespēlē</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="65"/>
        <source>Find your seat</source>
        <translation>Atrodiet savu sēdvietu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="66"/>
        <source>T2 · S7: table 2, seat 7. — : sits the round out.</source>
        <translation>G2 · S7: 2. galds, 7. sēdvieta. — : šajā kārtā nespēlē.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="67"/>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="68"/>
        <source>R{number}</source>
        <translation>{number}. k.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="69"/>
        <source>T{table} · S{seat}</source>
        <translation>G{table} · S{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="71"/>
        <source>Page {number}</source>
        <translation>{number}. lpp.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="73"/>
        <source>{count} players</source>
        <translation>Spēlētāji: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="74"/>
        <source>1 table of {size}</source>
        <translation>1 galds (sēdvietas: {size})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="75"/>
        <source>{count} tables of {size}</source>
        <translation>Galdi: {count} (sēdvietas katrā: {size})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="76"/>
        <source>1 game each</source>
        <translation>1 spēle katram</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="77"/>
        <source>{count} games each</source>
        <translation>Spēles katram: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="78"/>
        <source>1 round</source>
        <translation>1 kārta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="79"/>
        <source>{count} rounds</source>
        <translation>Kārtas: {count}</translation>
    </message>
</context>
<context>
    <name>ServiceBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="20"/>
        <source>Rating service</source>
        <translation>Reitingu serviss</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="25"/>
        <source>empty: the public service, {site}</source>
        <translation>tukšs: publiskais serviss, {site}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="27"/>
        <source>the account&apos;s name or e-mail</source>
        <translation>konta vārds vai e-pasts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="29"/>
        <source>the account&apos;s password</source>
        <translation>konta parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="32"/>
        <source>Test</source>
        <translation>Pārbaudīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="34"/>
        <source>Games are published with this account: it must be a referee of the club or of the event. A game waits in this archive until the service has it; leave the account empty to publish nothing.</source>
        <translation>Spēles tiek publicētas ar šo kontu: tam jābūt kluba vai pasākuma tiesnesim. Spēle gaida šajā arhīvā, līdz serviss to saņem; atstājiet kontu tukšu, lai neko nepublicētu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="38"/>
        <source>Site</source>
        <translation>Vietne</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="39"/>
        <source>Account</source>
        <translation>Konts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="40"/>
        <source>Password</source>
        <translation>Parole</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="66"/>
        <source>No account: nothing is published.</source>
        <translation>Nav konta: nekas netiek publicēts.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="69"/>
        <source>Asking {site}…</source>
        <translation>Vaicā {site}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="76"/>
        <source>Connected; the service lists no event for this account yet.</source>
        <translation>Savienots; serviss šim kontam vēl nerāda nevienu pasākumu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="80"/>
        <source>Connected: %n event(s), the latest {names}</source>
        <translation>
            <numerusform>Savienots: %n pasākums, {names}</numerusform>
            <numerusform>Savienots: %n pasākumi, jaunākie: {names}</numerusform>
            <numerusform>Savienots: %n pasākumu, jaunākie: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceCalls</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="32"/>
        <source>The rating service could not be asked ({kind}); the details are in the log</source>
        <translation>Reitingu servisam nevarēja vaicāt ({kind}); sīkāk žurnālā</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>Iestatījumi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>As the system: light or dark</source>
        <translation>Kā sistēmā: gaišs vai tumšs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>Light</source>
        <translation>Gaišs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="70"/>
        <source>Dark, for a dim room</source>
        <translation>Tumšs, krēslainai telpai</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="73"/>
        <source>The window is built again in the chosen language; the game on the table stays where it is.</source>
        <translation>Logs tiks izveidots no jauna izvēlētajā valodā; spēle pie galda paliks tur, kur tā ir.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="75"/>
        <source>Next (Enter) also starts the next speaker&apos;s timer</source>
        <translation>„Tālāk” (Enter) palaiž arī nākamā runātāja taimeri</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="79"/>
        <source>After an announcement, a shot or a check, start the next timer (the last word, the don&apos;s check) by itself</source>
        <translation>Pēc paziņojuma, šāviena vai pārbaudes automātiski palaist nākamo taimeri (pēdējie vārdi, dona pārbaude)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="91"/>
        <source>Language</source>
        <translation>Valoda</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="92"/>
        <source>Look</source>
        <translation>Izskats</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="127"/>
        <source>General</source>
        <translation>Vispārīgi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="140"/>
        <source>Backups and the check</source>
        <translation>Rezerves kopijas un pārbaude</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="144"/>
        <source>Choose a second folder…</source>
        <translation>Izvēlēties otru mapi…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="145"/>
        <source>No second folder</source>
        <translation>Bez otrās mapes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="146"/>
        <source>Back up now</source>
        <translation>Izveidot kopiju tagad</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="147"/>
        <source>Restore the chosen backup…</source>
        <translation>Atjaunot izvēlēto kopiju…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="148"/>
        <source>Check the archive</source>
        <translation>Pārbaudīt arhīvu</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="194"/>
        <source>%n backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation>
            <numerusform>%n rezerves kopija, kopā {size}, mapē {folder}. Kopija tiek izveidota pēc katras pabeigtas spēles un, aizverot programmu; glabā pēdējās 10 un vienu nedēļā gada garumā.</numerusform>
            <numerusform>%n rezerves kopijas, kopā {size}, mapē {folder}. Kopija tiek izveidota pēc katras pabeigtas spēles un, aizverot programmu; glabā pēdējās 10 un vienu nedēļā gada garumā.</numerusform>
            <numerusform>%n rezerves kopiju, kopā {size}, mapē {folder}. Kopija tiek izveidota pēc katras pabeigtas spēles un, aizverot programmu; glabā pēdējās 10 un vienu nedēļā gada garumā.</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation type="vanished">Rezerves kopijas: {count}, kopā {size}, mapē {folder}. Kopija tiek izveidota pēc katras pabeigtas spēles un, aizverot programmu; glabā pēdējās 10 un vienu nedēļā gada garumā.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="197"/>
        <source>No backups yet in {folder}: one is made after every finished game and when the app closes.</source>
        <translation>Mapē {folder} rezerves kopiju vēl nav: kopija tiek izveidota pēc katras pabeigtas spēles un, aizverot programmu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="199"/>
        <source>Second folder: {folder}</source>
        <translation>Otrā mape: {folder}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="200"/>
        <source>Second folder: none</source>
        <translation>Otrā mape: nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="203"/>
        <source>A second folder for the backups</source>
        <translation>Otrā mape rezerves kopijām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="230"/>
        <source>Restore a backup</source>
        <translation>Atjaunot rezerves kopiju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="231"/>
        <source>Put the backup {backup} in the archive&apos;s place? The archive as it is now is not deleted: it is kept beside it under a new name.</source>
        <translation>Ievietot kopiju {backup} arhīva vietā? Pašreizējais arhīvs netiek dzēsts: tas tiek saglabāts blakus ar jaunu nosaukumu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="238"/>
        <source>Checking every page of the file and every game…</source>
        <translation>Tiek pārbaudītas visas faila lapas un visas spēles…</translation>
    </message>
</context>
<context>
    <name>ShotsDialog</name>
    <message>
        <source>no shot / two shots</source>
        <translation type="vanished">nav šāviena / divi šāvieni</translation>
    </message>
    <message>
        <source>Each black player&apos;s shot</source>
        <translation type="vanished">Katra melnā spēlētāja šāviens</translation>
    </message>
    <message>
        <source>Who shot where? A hit needs every black player on the same seat.</source>
        <translation type="vanished">Kurš uz kuru šāva? Trāpījums ir tikai tad, ja visi melnie spēlētāji šāva uz vienu un to pašu spēlētāju.</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation type="vanished">spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <source>Seat {seat} shot</source>
        <translation type="vanished">Spēlētāja Nr.&#xa0;{seat} šāviens</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="82"/>
        <source>extra + penalties + best move</source>
        <translation>papildpunkti + sodi + labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="83"/>
        <source>wins</source>
        <translation>uzvaras</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="84"/>
        <source>wins as don or sheriff</source>
        <translation>uzvaras dona vai šerifa lomā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="85"/>
        <source>times killed first</source>
        <translation>reizes, kad nošauts pirmais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="86"/>
        <source>best-move points</source>
        <translation>labākā gājiena punkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="87"/>
        <source>fewer games</source>
        <translation>mazāk spēļu</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="23"/>
        <source>unknown</source>
        <translation>nezināma loma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="24"/>
        <source>{role} {count}</source>
        <translation>{role}: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="30"/>
        <source>Place</source>
        <translation>Vieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="31"/>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="32"/>
        <source>Total</source>
        <translation>Kopā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="33"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="34"/>
        <source>Wins</source>
        <translation>Uzvaras</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="35"/>
        <source>Wins by role</source>
        <translation>Uzvaras pa lomām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="36"/>
        <source>Extra</source>
        <translation>Papildpunkti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="37"/>
        <source>Penalties</source>
        <translation>Sodi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="38"/>
        <source>Best move</source>
        <translation>Labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="39"/>
        <source>Ci</source>
        <translation>Komp.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="40"/>
        <source>Killed first</source>
        <translation>Nošauts pirmais</translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="73"/>
        <source>STANDINGS</source>
        <translation>KOPVĒRTĒJUMS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="74"/>
        <source>Place</source>
        <translation>Vieta</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="75"/>
        <source>Player</source>
        <translation>Spēlētājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="76"/>
        <source>Total</source>
        <translation>Kopā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="77"/>
        <source>Games</source>
        <translation>Spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="78"/>
        <source>Wins</source>
        <translation>Uzv.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="79"/>
        <source>Wins by role</source>
        <translation>Uzvaras pēc lomām</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="80"/>
        <source>Extra</source>
        <translation>Papildp.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="81"/>
        <source>Penalties</source>
        <translation>Sodi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="82"/>
        <source>Best move</source>
        <translation>Labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="83"/>
        <source>Ci</source>
        <translation>Komp.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="84"/>
        <source>Killed first</source>
        <translation>Pirmais nošautais</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="85"/>
        <source>Scoring system</source>
        <translation>Vērtēšanas sistēma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="86"/>
        <source>Ties on the total are broken by</source>
        <translation>Ja kopsumma vienāda, vietu nosaka</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="87"/>
        <source>nothing: equal totals share a place</source>
        <translation>nekas — spēlētāji ar vienādu kopsummu dala vietu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="88"/>
        <source>No finished game in this event yet: nobody has points.</source>
        <translation>Šajā pasākumā vēl nav nevienas pabeigtas spēles: punktu nav nevienam.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="89"/>
        <source>Extra: the host&apos;s extra points · Penalties: removals and the host&apos;s penalties · Ci: compensation for being shot first in a game the town lost · Killed first: times shot on the first night · 4–6: players equal on the total and every tie-break share places 4 to 6</source>
        <translation>Uzv.: uzvaras · Papildp.: vadītāja piešķirtie papildpunkti · Sodi: noraidīšanas un vadītāja piešķirtie sodi · Komp.: kompensācija pirmajam nošautajam spēlē, kuru pilsēta zaudēja · Pirmais nošautais: cik reizes spēlētājs bija pirmais nošautais · 4–6: spēlētāji ar vienādu kopsummu un vienādiem visiem papildkritērijiem dala 4.–6. vietu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="96"/>
        <source>civilian</source>
        <translation>civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="97"/>
        <source>sheriff</source>
        <translation>šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="98"/>
        <source>commissar</source>
        <translation>komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="99"/>
        <source>doctor</source>
        <translation>ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="100"/>
        <source>mistress</source>
        <translation>mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="101"/>
        <source>mafia</source>
        <translation>mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="102"/>
        <source>don</source>
        <translation>dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="147"/>
        <source>{role} {wins}</source>
        <translation>{role} {wins}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/protocol/standings.py" line="158"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spēle</numerusform>
            <numerusform>%n spēles</numerusform>
            <numerusform>%n spēļu</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">1 spēle</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">Spēles: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="169"/>
        <source>{tiebreaks}, then {tiebreak}</source>
        <translation>{tiebreaks}, tad {tiebreak}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="276"/>
        <source>Page {number}</source>
        <translation>{number}. lpp.</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="25"/>
        <source>Unfinished games</source>
        <translation>Nepabeigtās spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="26"/>
        <source>Finished games</source>
        <translation>Pabeigtās spēles</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="27"/>
        <source>Trash</source>
        <translation>Miskaste</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="42"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="173"/>
        <source>Mafia host</source>
        <translation>Mafijas vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="47"/>
        <source>New game</source>
        <translation>Jauna spēle</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="66"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Resume</source>
        <translation>Turpināt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="68"/>
        <source>Export protocol…</source>
        <translation>Eksportēt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="70"/>
        <source>Print protocol…</source>
        <translation>Drukāt protokolu…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="72"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Move to trash</source>
        <translation>Pārvietot uz miskasti</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="74"/>
        <source>Empty the trash…</source>
        <translation>Iztukšot miskasti…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="122"/>
        <source>No unfinished games: start a new one.</source>
        <translation>Nepabeigtu spēļu nav: sāciet jaunu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="123"/>
        <source>No finished games yet.</source>
        <translation>Pabeigtu spēļu vēl nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="124"/>
        <source>The trash is empty.</source>
        <translation>Miskaste ir tukša.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Open</source>
        <translation>Atvērt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Restore</source>
        <translation>Atjaunot</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="157"/>
        <source>Empty the trash</source>
        <translation>Iztukšot miskasti</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/start_page.py" line="158"/>
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Neatgriezeniski dzēst %n spēli no miskastes? Šo darbību nevarēs atsaukt.</numerusform>
            <numerusform>Neatgriezeniski dzēst %n spēles no miskastes? Šo darbību nevarēs atsaukt.</numerusform>
            <numerusform>Neatgriezeniski dzēst %n spēļu no miskastes? Šo darbību nevarēs atsaukt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the {count} game(s) in the trash for good? This cannot be undone.</source>
        <translation type="vanished">Neatgriezeniski dzēst miskastē esošās spēles (kopā: {count})? Šo darbību nevarēs atsaukt.</translation>
    </message>
</context>
<context>
    <name>SystemEditor</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="28"/>
        <source>Win</source>
        <translation>Uzvara</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="29"/>
        <source>Loss</source>
        <translation>Zaudējums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="30"/>
        <source>Removed by fouls</source>
        <translation>Noraidīts par piezīmēm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="31"/>
        <source>Disqualified</source>
        <translation>Diskvalificēts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="32"/>
        <source>First-killed compensation, up to</source>
        <translation>Kompensācija pirmajam nošautajam, ne vairāk kā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="33"/>
        <source>Count the host&apos;s extra points and penalties</source>
        <translation>Ieskaitīt vadītāja papildpunktus un sodus</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="34"/>
        <source>A town win scores every red player (not only the survivors)</source>
        <translation>Pilsētas uzvaras gadījumā punktus saņem katrs sarkanais spēlētājs (ne tikai tie, kas palikuši pie galda)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="47"/>
        <source>Scoring table</source>
        <translation>Punktu tabula</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="51"/>
        <source>{name} (ours)</source>
        <translation>{name} (mūsu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="56"/>
        <source>Name</source>
        <translation>Nosaukums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="68"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="111"/>
        <source>Best move, {count} black named</source>
        <translation>Labākais gājiens, nosaukti melnie: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="82"/>
        <source>Starting from {name}: {description}</source>
        <translation>Par pamatu ņemts {name}: {description}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="121"/>
        <source>{field}: {text} is not a number</source>
        <translation>{field}: „{text}” nav skaitlis</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="123"/>
        <source>{field}: keep it between -1000 and 1000</source>
        <translation>{field}: no -1000 līdz 1000</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="131"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="134"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. Nekas netika saglabāts.</translation>
    </message>
</context>
<context>
    <name>Thumb</name>
    <message>
        <source>Thumb up</source>
        <translation type="vanished">Īkšķis augšā</translation>
    </message>
    <message>
        <source>Thumb down</source>
        <translation type="vanished">Īkšķis lejā</translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="28"/>
        <source>The game&apos;s video</source>
        <translation>Spēles video</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="38"/>
        <source>Copy the chapters</source>
        <translation>Kopēt nodaļas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="47"/>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="48"/>
        <source>The stream began at</source>
        <translation>Tiešraides sākums</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="52"/>
        <source>No stream was recorded for this game: set when the stream began.</source>
        <translation>Šai spēlei nav ierakstīts tiešraides sākums: norādiet, kad tiešraide sākās.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="26"/>
        <source>civilian</source>
        <translation>civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="27"/>
        <source>sheriff</source>
        <translation>šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="28"/>
        <source>commissar</source>
        <translation>komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="29"/>
        <source>doctor</source>
        <translation>ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="30"/>
        <source>mistress</source>
        <translation>mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="31"/>
        <source>mafia</source>
        <translation>mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="32"/>
        <source>don</source>
        <translation>dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="36"/>
        <source>Civilian</source>
        <translation>Civiliedzīvotājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="37"/>
        <source>Sheriff</source>
        <translation>Šerifs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="38"/>
        <source>Commissar</source>
        <translation>Komisārs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="39"/>
        <source>Doctor</source>
        <translation>Ārsts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="40"/>
        <source>Mistress</source>
        <translation>Mīļākā</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="41"/>
        <source>Mafia</source>
        <translation>Mafija</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="42"/>
        <source>Don</source>
        <translation>Dons</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="44"/>
        <source>The town wins!</source>
        <translation>Uzvar pilsēta!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="45"/>
        <source>The mafia wins!</source>
        <translation>Uzvar mafija!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="46"/>
        <source>A draw: everyone left together.</source>
        <translation>Neizšķirts: visi pameta galdu vienlaikus.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="49"/>
        <source>The civilian meets the host</source>
        <translation>Civiliedzīvotājs iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="50"/>
        <source>The sheriff meets the host</source>
        <translation>Šerifs iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="51"/>
        <source>The commissar meets the host</source>
        <translation>Komisārs iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="52"/>
        <source>The doctor meets the host</source>
        <translation>Ārsts iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="53"/>
        <source>The mistress meets the host</source>
        <translation>Mīļākā iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="54"/>
        <source>The mafia meets the host</source>
        <translation>Mafija iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="55"/>
        <source>The don meets the host</source>
        <translation>Dons iepazīstas ar vadītāju</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} un {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="116"/>
        <source>Setup</source>
        <translation>Sagatavošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="118"/>
        <source>Game over</source>
        <translation>Spēle beigusies</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="121"/>
        <source>Roles night</source>
        <translation>Iepazīšanās nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="122"/>
        <source>Night {night}</source>
        <translation>{night}. nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="123"/>
        <source>Day {day}</source>
        <translation>{day}. diena</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="141"/>
        <source>Nothing to do</source>
        <translation>Nav ko darīt</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="154"/>
        <source>Seat {seat} has lost this speech (3 fouls)</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} zaudējis šo runu (3 piezīmes)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="155"/>
        <source>He may still nominate</source>
        <translation>Viņš tomēr drīkst izvirzīt kandidātu</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="156"/>
        <source>He may still nominate: tap the seat he names.</source>
        <translation>Viņš tomēr drīkst izvirzīt kandidātu: nospiediet spēlētāja numuru, kuru viņš nosauc.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="158"/>
        <source>Seat {seat} nominates ({seconds} s)</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} izvirza kandidātus ({seconds} s)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="160"/>
        <source>Tap the one or two seat(s) he names.</source>
        <translation>Nospiediet vienu vai divus numurus, kurus viņš nosauc.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="161"/>
        <source>Tap the one or only one seat(s) he names.</source>
        <translation>Nospiediet tikai vienu numuru — to, kuru viņš nosauc.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="163"/>
        <source>Seat {seat} speaks</source>
        <translation>Runā spēlētājs Nr.&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="164"/>
        <source>Tap a seat to nominate it; tap it again to withdraw.</source>
        <translation>Nospiediet numuru, lai izvirzītu spēlētāju; nospiediet vēlreiz, lai atsauktu kandidatūru.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="174"/>
        <source>No nominees yet.</source>
        <translation>Kandidātu vēl nav.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="178"/>
        <source>host</source>
        <translation>vadītājs</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="179"/>
        <source>{seat} (by {nominators})</source>
        <translation>{seat} (izvirzīja: {nominators})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="181"/>
        <source>Nominees: {nominees}</source>
        <translation>Kandidāti: {nominees}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="186"/>
        <source>Discussion: everyone talks</source>
        <translation>Apspriešana: runā visi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="187"/>
        <source>Tap the seats the town puts to the vote; tap again to take one off.</source>
        <translation>Nospiediet numurus, kurus pilsēta izvirza uz izbalsošanu; nospiediet vēlreiz, lai kandidātu noņemtu.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="190"/>
        <source>Open talk: everyone</source>
        <translation>Brīvā apspriešana: runā visi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="198"/>
        <source>Revote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>Atkārtota balsošana: kas par to, lai spēlētājs Nr.&#xa0;{seat} pamet galdu? ({position}. kandidāts no {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="201"/>
        <source>Vote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>Balsošana: kas par to, lai spēlētājs Nr.&#xa0;{seat} pamet galdu? ({position}. kandidāts no {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="204"/>
        <source>Hands: {seats} ({count})</source>
        <translation>Paceltas rokas: {seats} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="207"/>
        <source>Hands: none yet (0)</source>
        <translation>Paceltas rokas: vēl nav (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="106"/>
        <location filename="../../mafia_desktop/words/table.py" line="209"/>
        <source>Still to vote: {seats}</source>
        <translation>Vēl nav balsojuši: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="107"/>
        <location filename="../../mafia_desktop/words/table.py" line="210"/>
        <source>Still to vote: nobody</source>
        <translation>Visi ir balsojuši</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="212"/>
        <source>Whoever has not voted counts for seat {seat}.</source>
        <translation>Kas nav balsojis, tā balss tiek ieskaitīta pret spēlētāju Nr.&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="214"/>
        <source>Then everyone else counts for seat {last}: no hands to tap.</source>
        <translation>Pēc tam visu pārējo balsis tiek ieskaitītas pret spēlētāju Nr.&#xa0;{last}: rokas nav jāatzīmē.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="218"/>
        <source>Seat {last} may not vote against himself, nor abstain: his hand goes up now, for seat {seat}.</source>
        <translation>Spēlētājs Nr.&#xa0;{last} nedrīkst balsot pret sevi, nedz atturēties: viņa maska jāpaceļ tagad, pret spēlētāju Nr.&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="223"/>
        <source>seat {seat}: {votes}</source>
        <translation>Nr.&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="225"/>
        <source>So far: {counts}</source>
        <translation>Pagaidām balsis: {counts}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="231"/>
        <source>Who is for seats {seats} all leaving?</source>
        <translation>Vai visi kandidāti (Nr.&#xa0;{seats}) pamet spēli?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="234"/>
        <source>Yes: {seats} ({count}); {needed} of {voters} needed.</source>
        <translation>Jā: {seats} ({count}); vajadzīgas balsis: {needed} no {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="237"/>
        <source>Yes: none yet (0); {needed} of {voters} needed.</source>
        <translation>Jā: vēl nav (0); vajadzīgas balsis: {needed} no {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="244"/>
        <source>Seat {shooter}&apos;s shot: tap the seat he shot</source>
        <translation>Spēlētāja Nr.&#xa0;{shooter} šāviens: nospiediet numuru, uz kuru viņš šāva</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="245"/>
        <source>{shooter} → none</source>
        <translation>{shooter} → nav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="246"/>
        <source>{shooter} → {target}</source>
        <translation>{shooter} → {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="249"/>
        <source>Shots so far: {shots}</source>
        <translation>Pagaidām šāvieni: {shots}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="250"/>
        <source>Shooters in turn: {seats}</source>
        <translation>Šāvēji pēc kārtas: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="252"/>
        <source>The mafia shoot</source>
        <translation>Mafija šauj</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="253"/>
        <source>The mafia shoot: tap the seat they all shot</source>
        <translation>Mafija šauj: nospiediet numuru, uz kuru šāva visi</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="255"/>
        <source>Different seats, no shot or two shots → Miss.</source>
        <translation>Dažādi numuri, nav šāviena vai divi šāvieni → Garām.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="259"/>
        <source>Black players: {seats}</source>
        <translation>Melnie spēlētāji: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="275"/>
        <source>The don has left: his time passes without a check</source>
        <translation>Dons ir pametis galdu: viņa laiks paiet bez pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="276"/>
        <source>The don (seat {seat}) checks a seat: tap it</source>
        <translation>Dons (Nr.&#xa0;{seat}) pārbauda spēlētāju: nospiediet tā numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="277"/>
        <source>The don (seat {seat}) checks a seat</source>
        <translation>Dons (Nr.&#xa0;{seat}) pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="278"/>
        <source>The don checks a seat</source>
        <translation>Dons pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="281"/>
        <source>The sheriff has left: his time passes without a check</source>
        <translation>Šerifs ir pametis galdu: viņa laiks paiet bez pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="282"/>
        <source>The sheriff (seat {seat}) checks a seat: tap it</source>
        <translation>Šerifs (Nr.&#xa0;{seat}) pārbauda spēlētāju: nospiediet tā numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="283"/>
        <source>The sheriff (seat {seat}) checks a seat</source>
        <translation>Šerifs (Nr.&#xa0;{seat}) pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="284"/>
        <source>The sheriff checks a seat</source>
        <translation>Šerifs pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="287"/>
        <source>The commissar has left: his time passes without a check</source>
        <translation>Komisārs ir pametis galdu: viņa laiks paiet bez pārbaudes</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="288"/>
        <source>The commissar (seat {seat}) checks a seat: tap it</source>
        <translation>Komisārs (Nr.&#xa0;{seat}) pārbauda spēlētāju: nospiediet tā numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="289"/>
        <source>The commissar (seat {seat}) checks a seat</source>
        <translation>Komisārs (Nr.&#xa0;{seat}) pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="290"/>
        <source>The commissar checks a seat</source>
        <translation>Komisārs pārbauda spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="293"/>
        <source>The doctor has left: his time passes without a check</source>
        <translation>Ārsts ir pametis galdu: viņa laiks paiet bez ārstēšanas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="294"/>
        <source>The doctor (seat {seat}) saves a seat: tap it</source>
        <translation>Ārsts (Nr.&#xa0;{seat}) ārstē spēlētāju: nospiediet tā numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="295"/>
        <source>The doctor (seat {seat}) saves a seat</source>
        <translation>Ārsts (Nr.&#xa0;{seat}) ārstē spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="296"/>
        <source>The doctor saves a seat</source>
        <translation>Ārsts ārstē spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="299"/>
        <source>The mistress has left: his time passes without a check</source>
        <translation>Mīļākā ir pametusi galdu: viņas laiks paiet bez apmeklējuma</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="300"/>
        <source>The mistress (seat {seat}) visits a seat: tap it</source>
        <translation>Mīļākā (Nr.&#xa0;{seat}) apmeklē spēlētāju: nospiediet tā numuru</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="301"/>
        <source>The mistress (seat {seat}) visits a seat</source>
        <translation>Mīļākā (Nr.&#xa0;{seat}) apmeklē spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="302"/>
        <source>The mistress visits a seat</source>
        <translation>Mīļākā apmeklē spēlētāju</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="316"/>
        <source>Not seat {seat} again (saved last night).</source>
        <translation>Spēlētāju Nr.&#xa0;{seat} nedrīkst ārstēt vēlreiz (ārstēts pagājušajā naktī).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="322"/>
        <source>Seat {seat}&apos;s best move</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} labākais gājiens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="323"/>
        <source>Seat {seat}&apos;s best move: tap up to three seats</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} labākais gājiens: nospiediet līdz trim numuriem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="324"/>
        <source>Chosen: {seats}</source>
        <translation>Izvēlēti: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="325"/>
        <source>Chosen: none yet</source>
        <translation>Izvēlēti: vēl neviens</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="329"/>
        <source>Deal the roles</source>
        <translation>Izdaliet lomas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="337"/>
        <source>Seat {seat} justifies himself</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} attaisnojas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="341"/>
        <source>Seat {seat} speaks again</source>
        <translation>Spēlētājs Nr.&#xa0;{seat} runā vēlreiz</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="345"/>
        <source>The mafia meet and agree</source>
        <translation>Mafija iepazīstas un vienojas</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="348"/>
        <source>Static arrangement: {seats}</source>
        <translation>Statiska vienošanās: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="349"/>
        <source>Static arrangement: tap up to three seats</source>
        <translation>Statiska vienošanās: nospiediet līdz trim numuriem</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="353"/>
        <source>Seat {seat}&apos;s last word (killed)</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} pēdējie vārdi (nošauts)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="354"/>
        <source>Seat {seat}&apos;s last word (voted out)</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} pēdējie vārdi (izbalsots)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="361"/>
        <source>Seat {seat}&apos;s last word (leaves)</source>
        <translation>Spēlētāja Nr.&#xa0;{seat} pēdējie vārdi (pamet galdu)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="367"/>
        <source>Announce it and reveal every role.</source>
        <translation>Paziņojiet to un atklājiet visas lomas.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="397"/>
        <source>Morning: {news}</source>
        <translation>Rīts: {news}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="408"/>
        <location filename="../../mafia_desktop/words/table.py" line="418"/>
        <source>Then: {seats}</source>
        <translation>Tālāk: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="409"/>
        <location filename="../../mafia_desktop/words/table.py" line="420"/>
        <source>Then: {step}</source>
        <translation>Tālāk: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="422"/>
        <source>Then: night</source>
        <translation>Tālāk: nakts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="423"/>
        <source>Then: the vote</source>
        <translation>Tālāk: balsošana</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="425"/>
        <source>Then: morning</source>
        <translation>Tālāk: rīts</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="434"/>
        <source>{role}: {seats}</source>
        <translation>{role}: {seats}</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: BLACK</source>
        <translation type="vanished">Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: MAFIJA</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: not black</source>
        <translation type="vanished">Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav mafija</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Komisārs pārbaudīja spēlētāju Nr.&#xa0;{seat}: mīļākā bloķējusi, atbildes nav</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: BLACK</source>
        <translation type="vanished">Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: MELNAIS</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: RED</source>
        <translation type="vanished">Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: SARKANAIS</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Šerifs pārbaudīja spēlētāju Nr.&#xa0;{seat}: mīļākā bloķējusi, atbildes nav</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: THE SHERIFF</source>
        <translation type="vanished">Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: ŠERIFS</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation type="vanished">Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: nav šerifs</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Dons pārbaudīja spēlētāju Nr.&#xa0;{seat}: mīļākā bloķējusi, atbildes nav</translation>
    </message>
</context>
<context>
    <name>WorkProgress</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/work_progress.py" line="38"/>
        <source>Cancel</source>
        <translation>Atcelt</translation>
    </message>
</context>
</TS>
