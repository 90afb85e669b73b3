<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="he" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../mafia_desktop/window_start.py" line="48"/>
        <source>there is no display to open the window on (no DISPLAY or WAYLAND_DISPLAY: a terminal over ssh?). Start it on the desktop, or work on the archive from here with the command-line tools: mafia-desktop --help lists them (games, show, import, export, check, backup, ...).</source>
        <translation>אין מסך שאפשר לפתוח בו את החלון (אין DISPLAY או WAYLAND_DISPLAY: אולי זה מסוף דרך ssh?). יש להפעיל את האפליקציה בשולחן העבודה, או לעבוד על הארכיון מכאן בעזרת כלי שורת הפקודה: mafia-desktop --help מציג את רשימתם (games, show, import, export, check, backup, ...).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="239"/>
        <source>Records: {done} of {total}</source>
        <translation>רשומות: {done} מתוך {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="240"/>
        <source>Records read: {done}</source>
        <translation>רשומות שנקראו: {done}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="242"/>
        <source>Games of the other archive: {done} of {total}</source>
        <translation>משחקי הארכיון האחר: {done} מתוך {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="254"/>
        <source>A backup was made before the import: {path}</source>
        <translation>לפני הייבוא נעשה גיבוי: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="288"/>
        <source>To put the records that differ in place of the archived games, import them again with --replace (the archived games go to the trash).</source>
        <translation>כדי להציב את הרשומות השונות במקום המשחקים שבארכיון, יש לייבא אותן שוב עם --replace (המשחקים שבארכיון יועברו לאשפה).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="390"/>
        <source>cannot write the {service} format: {problem}</source>
        <translation>לא ניתן לכתוב את המשחק בפורמט {service}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="420"/>
        <source>{count} games written, {failed} damaged left out</source>
        <translation>נכתבו משחקים: {count}; פגומים שדולגו: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="447"/>
        <location filename="../../mafia_desktop/commands.py" line="506"/>
        <source>{day!r} is not a date (YYYY-MM-DD)</source>
        <translation>{day!r} אינו תאריך (YYYY-MM-DD)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="461"/>
        <source>--start takes no other option: it sets the starting ratings</source>
        <translation>האפשרות --start אינה מקבלת אפשרות נוספת: היא קובעת את דירוגי הפתיחה</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="466"/>
        <source>starting ratings for %n player(s); every game rated again from them</source>
        <translation>
            <numerusform>דירוגי פתיחה לשחקן אחד; כל המשחקים דורגו מחדש על בסיסם</numerusform>
            <numerusform>דירוגי פתיחה ל-%n שחקנים; כל המשחקים דורגו מחדש על בסיסם</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="595"/>
        <source>Upgrading the archive: games {done} of {total}</source>
        <translation>עדכון הארכיון: משחקים {done} מתוך {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="637"/>
        <source>This archive cannot be written here: copy it to a writable folder and run check there, which rebuilds the damaged indexes from the tables.</source>
        <translation>לא ניתן לכתוב לארכיון הזה כאן: העתיקו אותו לתיקייה הניתנת לכתיבה והריצו שם check, שיבנה מחדש את האינדקסים הפגומים מתוך הטבלאות.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="640"/>
        <source>Rebuilt from the tables: {indexes}. An index holds only copies of the tables&apos; rows: nothing was lost.</source>
        <translation>נבנו מחדש מתוך הטבלאות: {indexes}. אינדקס מחזיק רק עותקים של שורות הטבלאות: דבר לא אבד.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="667"/>
        <source>The index {index} (of {table}) is damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>האינדקס {index} (של {table}) פגום; משחק %n נפגע: {games}</numerusform>
            <numerusform>האינדקס {index} (של {table}) פגום; %n משחקים נפגעו: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="670"/>
        <source>The index {index} (of {table}) is damaged</source>
        <translation>האינדקס {index} (של {table}) פגום</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="672"/>
        <source>Rows of the table {table} are damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>שורות של הטבלה {table} פגומות; משחק %n נפגע: {games}</numerusform>
            <numerusform>שורות של הטבלה {table} פגומות; %n משחקים נפגעו: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="674"/>
        <source>Pages of the table {table} are damaged: the games listed below as damaged are the ones it touches</source>
        <translation>דפים של הטבלה {table} פגומים: המשחקים שמסומנים להלן כפגומים הם אלה שנפגעו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="700"/>
        <source>New in the backups: {size}</source>
        <translation>חדש בגיבויים: {size}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="716"/>
        <source>On disk: {size} for these backups (a backup keeps only what changed since the one before, compressed)</source>
        <translation>בדיסק: {size} לגיבויים האלה (כל גיבוי שומר, דחוס, רק את מה שהשתנה מאז הקודם)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="728"/>
        <source>There is no backup of {path} yet</source>
        <translation>עדיין אין גיבוי של {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="733"/>
        <source>No backup {name}: mafia-desktop backups lists them</source>
        <translation>אין גיבוי {name}: הרשימה ב-mafia-desktop backups</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="34"/>
        <source>{count} events but {stamps} time stamps</source>
        <translation>רשומות ביומן: {count}, אבל חותמות זמן: {stamps}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="101"/>
        <source>The archive {path} cannot be opened ({error})</source>
        <translation>לא ניתן לפתוח את הארכיון {path} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="131"/>
        <source>No archive can be made at {path}: {why}</source>
        <translation>לא ניתן ליצור ארכיון ב-{path}: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="140"/>
        <source>There is no archive at {path} yet</source>
        <translation>עדיין אין ארכיון ב-{path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="143"/>
        <source>{path} is from an older mafia-desktop and is read-only here, so it cannot be upgraded: copy it to a writable folder and open the copy</source>
        <translation>{path} נוצר בגרסה ישנה של mafia-desktop והוא לקריאה בלבד כאן, ולכן אי אפשר לשדרג אותו: העתיקו אותו לתיקייה עם הרשאת כתיבה ופתחו את העותק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="146"/>
        <source>{path} is from an older mafia-desktop; open it once in the app (or import into it) to upgrade it</source>
        <translation>{path} נוצר בגרסה ישנה יותר של mafia-desktop; כדי לשדרג אותו, יש לפתוח אותו פעם אחת באפליקציה (או לייבא אליו)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="201"/>
        <source>{path} holds what no mafia-desktop archive holds ({what}): it was made or changed by another program and is not opened. The file was not changed.</source>
        <translation>{path} מכיל את מה שאף ארכיון של mafia-desktop אינו מכיל ({what}): הוא נוצר או שונה בידי תוכנה אחרת ואינו נפתח. הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="199"/>
        <source>This archive was opened for reading only</source>
        <translation>הארכיון הזה נפתח לקריאה בלבד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/new_games.py" line="73"/>
        <source>A game starts with its creation event</source>
        <translation>משחק מתחיל ברשומת היצירה שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="375"/>
        <source>{name} and another name in the file are the same player, {person}</source>
        <translation>{name} ושם אחר בקובץ הם אותו שחקן, {person}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="343"/>
        <source>The events were not saved ({error})</source>
        <translation>הרשומות לא נשמרו ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="433"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="134"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="148"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="207"/>
        <source>No game {game} in this archive</source>
        <translation>אין משחק {game} בארכיון הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="174"/>
        <source>A game holds at most {limit} events</source>
        <translation>משחק מכיל לכל היותר {limit} אירועים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="39"/>
        <source>Game {game} is damaged: {what}. Its replay and protocol are refused. The way back: {way}</source>
        <translation>המשחק {game} פגום: {what}. הצפייה החוזרת והפרוטוקול שלו נחסמו. הדרך חזרה: {way}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="399"/>
        <source>Game {game} has a damaged event: {problem}</source>
        <translation>במשחק {game} יש רשומה פגומה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="29"/>
        <source>Not a video&apos;s address: {url} (it starts with https://)</source>
        <translation>{url} אינה כתובת של סרטון (כתובת כזו מתחילה ב-https://)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="37"/>
        <source>Not a time of day with its zone: {time}</source>
        <translation>זו אינה שעה ביום עם אזור זמן: {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="410"/>
        <location filename="../../mafia_desktop/store/archive.py" line="414"/>
        <source>Game {game} cannot be replayed: {problem}</source>
        <translation>לא ניתן לשחזר את משחק {game} לפי החוקים: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="434"/>
        <source>{game} matches {count} games; give more of the id</source>
        <translation>{game} מתאים ל-{count} משחקים; יש להזין חלק ארוך יותר מהמזהה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="48"/>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="33"/>
        <source>There is no player {name!r} in the archive</source>
        <translation>אין בארכיון שחקן בשם {name!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="51"/>
        <source>A photo of {size} KB is too large to keep (at most {most} KB)</source>
        <translation>תמונה בגודל {size} KB גדולה מכדי לשמור (לכל היותר {most} KB)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="54"/>
        <source>Only a JPEG or PNG photo can be kept</source>
        <translation>אפשר לשמור רק תמונה בפורמט JPEG או PNG</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="36"/>
        <source>A player needs a name</source>
        <translation>לשחקן נדרש שם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="38"/>
        <source>{name} is already called so</source>
        <translation>לשחקן {name} כבר יש השם הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="43"/>
        <source>{name!r} is another name of {owner}: rename to {owner} to merge</source>
        <translation>{name!r} הוא שם נוסף של {owner}: כדי למזג, יש לשנות את השם ל-{owner}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="51"/>
        <source>{old} and {new} sat at the same table in %n game(s): they are two people, not one</source>
        <translation>
            <numerusform>{old} ו-{new} ישבו יחד ליד אותו שולחן במשחק אחד: אלה שני אנשים, לא אחד</numerusform>
            <numerusform>{old} ו-{new} ישבו יחד ליד אותו שולחן ב-%n משחקים: אלה שני אנשים, לא אחד</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="76"/>
        <source>{old} merged into {new}: %n game(s) moved, {count} in all now</source>
        <translation>
            <numerusform>{old} מוזג לתוך {new}: משחק אחד הועבר, סך הכול כעת: {count}</numerusform>
            <numerusform>{old} מוזג לתוך {new}: %n משחקים הועברו, סך הכול כעת: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="78"/>
        <source>{old} is now called {new} (%n game(s))</source>
        <translation>
            <numerusform>{old} נקרא עכשיו {new} (משחק אחד)</numerusform>
            <numerusform>{old} נקרא עכשיו {new} (%n משחקים)</numerusform>
        </translation>
    </message>
    <message>
        <source>{old} and {new} sat at the same table in {count} game(s): they are two people, not one</source>
        <translation type="vanished">{old} ו-{new} ישבו יחד ליד אותו שולחן (משחקים: {count}): אלה שני אנשים, לא אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="236"/>
        <source>The backup into {folder} could not be written ({error})</source>
        <translation>לא ניתן היה לכתוב את הגיבוי לתוך {folder} ({error})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="256"/>
        <source>%n damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation>
            <numerusform>משחק פגום אחד בארכיון: שום גיבוי לא יימחק עד שיטופל</numerusform>
            <numerusform>%n משחקים פגומים בארכיון: שום גיבוי לא יימחק עד שיטופלו</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="294"/>
        <source>Another backup into {folder} has not ended in {minutes} minutes: try again later; nothing was changed.</source>
        <translation>גיבוי אחר אל {folder} לא הסתיים תוך {minutes} דקות: נסו שוב מאוחר יותר; דבר לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="469"/>
        <source>The backup cannot be put in place of {path}: {why}. Nothing was changed; copy the archive&apos;s folder to a writable disk to restore it there.</source>
        <translation>לא ניתן להציב את הגיבוי במקום {path}: {why}. דבר לא שונה; העתיקו את תיקיית הארכיון לדיסק הניתן לכתיבה ושחזרו שם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="481"/>
        <source>{backup} is empty: not a backup of an archive</source>
        <translation>{backup} ריק: זה לא גיבוי של ארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="491"/>
        <source>{backup} holds what no mafia-desktop archive holds ({what}): it is not a backup of an archive and is not restored</source>
        <translation>{backup} מכיל את מה שאף ארכיון של mafia-desktop אינו מכיל ({what}): הוא אינו גיבוי של ארכיון ואינו משוחזר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="494"/>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="137"/>
        <source>The backup {backup} is damaged itself ({problem}): choose another</source>
        <translation>הגיבוי {backup} עצמו פגום ({problem}): בחרו גיבוי אחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="473"/>
        <source>The backup could not be put in place of {path} ({error})</source>
        <translation>לא ניתן היה להציב את הגיבוי במקום {path} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="52"/>
        <source>An event needs a name</source>
        <translation>לאירוע נדרש שם</translation>
    </message>
    <message>
        <source>An event is a club evening or a tournament, not {kind!r}</source>
        <translation type="vanished">אירוע הוא ערב משחק או טורניר, לא {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="54"/>
        <source>An event is a club evening, a tournament or an elite tournament, not {kind!r}</source>
        <translation>אירוע הוא ערב משחק, טורניר או טורניר עילית, לא {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="58"/>
        <source>{date!r} is not a date (YYYY-MM-DD)</source>
        <translation>{date!r} אינו תאריך (YYYY-MM-DD)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="60"/>
        <source>The event ends ({ends}) before it starts ({starts})</source>
        <translation>האירוע מסתיים ({ends}) לפני שהוא מתחיל ({starts})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="62"/>
        <source>An event has at least one table</source>
        <translation>באירוע יש לפחות שולחן אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="86"/>
        <source>{source} tournament {number}</source>
        <translation>טורניר {source} מס&apos;&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="111"/>
        <source>An event has no {fields}</source>
        <translation>לאירוע אין שדות כאלה: {fields}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="134"/>
        <source>The event {name!r} has a damaged scoring system: {problem}</source>
        <translation>שיטת הניקוד של האירוע {name!r} פגומה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="152"/>
        <source>No event {event} in this archive</source>
        <translation>אין אירוע {event} בארכיון הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="184"/>
        <source>This game belongs to the event {name!r}; move it from there</source>
        <translation>המשחק הזה שייך לאירוע {name!r}; יש להעביר אותו משם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="225"/>
        <source>Game {game} of this event cannot be read: {problem}</source>
        <translation>לא ניתן לקרוא את משחק {game} של האירוע הזה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="254"/>
        <source>{name!r} is a built-in system: save yours under another name</source>
        <translation>{name!r} היא שיטה מובנית: יש לשמור את השיטה החדשה בשם אחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="257"/>
        <source>There is a scoring system called {name!r} already</source>
        <translation>כבר קיימת שיטת ניקוד בשם {name!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="82"/>
        <source>The archive {path} is read-only here: nothing can be saved to it ({error})</source>
        <translation>הארכיון {path} הוא לקריאה בלבד כאן: אי אפשר לשמור בו דבר ({error})</translation>
    </message>
    <message>
        <source>The disk holding the archive {path} is full: nothing more can be saved until space is freed</source>
        <translation type="vanished">הדיסק שעליו הארכיון {path} מלא: אי אפשר לשמור דבר עד שיתפנה מקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="88"/>
        <source>The disk holding the archive {path} is full ({free} left): nothing more can be saved until space is freed</source>
        <translation>הדיסק שבו נמצא הארכיון {path} מלא (נותרו {free}): אי אפשר לשמור שום דבר נוסף עד שיתפנה מקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="92"/>
        <source>The archive {path} is damaged ({error}). Run mafia-desktop check for what is affected; a backup can be restored (Settings → Backups, or mafia-desktop restore-backup)</source>
        <translation>הארכיון {path} פגום ({error}). mafia-desktop check יראה מה נפגע; אפשר לשחזר גיבוי (הגדרות ← גיבויים, או mafia-desktop restore-backup)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="96"/>
        <source>The archive {path} is busy in another program; nothing was changed ({error})</source>
        <translation>הארכיון {path} תפוס בתוכנה אחרת; דבר לא שונה ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="99"/>
        <source>The archive {path} could not be read or written ({error})</source>
        <translation>לא ניתן היה לקרוא או לכתוב את הארכיון {path} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="101"/>
        <source>The archive {path} could not be used ({error})</source>
        <translation>לא ניתן היה להשתמש בארכיון {path} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="326"/>
        <source>not a game record (expected a JSON object)</source>
        <translation>זו אינה רשומת משחק (נדרש אובייקט JSON)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="341"/>
        <source>not a record this app knows (Polemica version 4, mafiaratings, or a mafia-desktop bundle)</source>
        <translation>זו אינה רשומה שהאפליקציה מכירה (Polemica גרסה 4, mafiaratings או חבילת mafia-desktop)</translation>
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
        <translation type="vanished">{game} נמצא בארכיון עם היסטוריה שונה; נשמרה הגרסה שבארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="146"/>
        <source>The archive {name} is open in another mafia-desktop under another name (a renamed file or a second mount of it). Close it there first; nothing was changed.</source>
        <translation>הארכיון {name} פתוח ב-mafia-desktop אחר תחת שם אחר (קובץ ששמו שונה או עיגון נוסף שלו). סגרו אותו שם תחילה; דבר לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="174"/>
        <source>The archive {name} is open in another mafia-desktop (process {process}). Close it there first; nothing was changed.</source>
        <translation>הארכיון {name} פתוח בעותק אחר של mafia-desktop (תהליך {process}). יש לסגור אותו שם קודם; שום דבר לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="181"/>
        <source>The archive {name} is being opened by another mafia-desktop at this very moment: try again; nothing was changed.</source>
        <translation>עותק אחר של mafia-desktop פותח את הארכיון {name} ממש ברגע זה: יש לנסות שוב; שום דבר לא שונה.</translation>
    </message>
    <message>
        <source>{game}: malformed record ({kind}: {detail})</source>
        <translation type="vanished">{game}: רשומה פגומה ({kind}: {detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="32"/>
        <source>bundle version {version!r} is not supported (expected {expected})</source>
        <translation>גרסת החבילה {version!r} אינה נתמכת (נדרשת {expected})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="41"/>
        <source>the bundle&apos;s game id</source>
        <translation>מזהה המשחק בחבילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="42"/>
        <source>the bundle&apos;s source</source>
        <translation>המקור של החבילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="43"/>
        <source>the bundle&apos;s source id</source>
        <translation>המזהה של המשחק במקור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="58"/>
        <source>its time</source>
        <translation>הזמן שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="36"/>
        <source>the bundle has no game id</source>
        <translation>אין לחבילה מזהה משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="49"/>
        <source>{game}: the bundle&apos;s events are not a list</source>
        <translation>{game}: הרשומות בחבילה אינן רשימה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="53"/>
        <source>{game}: event {position} is not an event</source>
        <translation>{game}: רשומה {position} אינה רשומת יומן תקינה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="60"/>
        <source>{game}: event {position}: {problem}</source>
        <translation>{game}: רשומה {position}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="63"/>
        <source>{game}: the bundle holds no events</source>
        <translation>{game}: אין רשומות בחבילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="54"/>
        <source>Not a mafiaratings game record: it has no id</source>
        <translation>זו אינה רשומת משחק של mafiaratings: אין לה מזהה</translation>
    </message>
    <message>
        <source>{game}: unknown winner {winner!r}</source>
        <translation type="vanished">{game}: מנצח לא מוכר {winner!r}</translation>
    </message>
    <message>
        <source>{game}: the record lacks the details a replay needs (features {missing!r}: nominations, voting, shooting)</source>
        <translation type="vanished">{game}: ברשומה חסרים פרטים הדרושים לשחזור המשחק (features {missing!r}: העמדות להדחה, הצבעות, ירי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="579"/>
        <source>{game}: rules {rules} are not {count} digits</source>
        <translation>{game}: החוקים {rules} אינם רצף של {count} ספרות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="589"/>
        <source>{game}: rules {rules!r}: no value {digit} for {option}</source>
        <translation>{game}: החוקים {rules!r}: אין ערך {digit} עבור {option}</translation>
    </message>
    <message>
        <source>{game}: seat {seat} has an unknown role {role!r}</source>
        <translation type="vanished">{game}: לשחקן מס&apos;&#xa0;{seat} יש תפקיד לא מוכר {role!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="608"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table</source>
        <translation>{game}: שחקן מס&apos;&#xa0;{seat}: לפי החוקים הוא {ours}, אבל לפי הרשומה הוא נשאר ליד השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="612"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}</source>
        <translation>{game}: שחקן מס&apos;&#xa0;{seat}: לפי החוקים הוא {ours}, אבל לפי הרשומה הוא {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="617"/>
        <source>{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table</source>
        <translation>{game}: שחקן מס&apos;&#xa0;{seat}: לפי הרשומה הוא {theirs}, אבל לפי החוקים הוא נשאר ליד השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="29"/>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="47"/>
        <source>{game}: nothing to export before the roles are dealt</source>
        <translation>{game}: אין מה לייצא לפני חלוקת התפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="71"/>
        <source>The mafiaratings format has no digit for the {option} rule {value!r}: written as {nearest!r}, the nearest it can say; {left_out}</source>
        <translation>בפורמט mafiaratings אין ספרה לערך {value!r} של החוק {option}: נכתב {nearest!r}, הערך הקרוב ביותר שהפורמט יכול לבטא; {left_out}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="75"/>
        <source>{game}: the {option} rule {value!r} has no mafiaratings digit</source>
        <translation>{game}: לערך {value!r} של החוק {option} אין ספרה מתאימה ב-mafiaratings</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="85"/>
        <source>{game}: the mafiaratings format cannot record these rules: {options}</source>
        <translation>{game}: פורמט mafiaratings אינו יכול לתעד את החוקים האלה: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="169"/>
        <source>Not a Polemica game record: it has no id</source>
        <translation>זו אינה רשומת משחק של Polemica: אין לה מזהה</translation>
    </message>
    <message>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version!r})</source>
        <translation type="vanished">{game}: ניתן לקרוא רק רשומות Polemica בגרסה 4 (הגרסה של הרשומה הזאת: {version!r})</translation>
    </message>
    <message>
        <source>{game}: unknown result {result!r}</source>
        <translation type="vanished">{game}: תוצאה לא מוכרת {result!r}</translation>
    </message>
    <message>
        <source>{game}: the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation type="vanished">{game}: מספרי השחקנים הם {positions}, ולא 1 עד {count}</translation>
    </message>
    <message>
        <source>{game}: unknown first-day rule zeroVoting={rule!r}</source>
        <translation type="vanished">{game}: חוק לא מוכר להצבעה ביום הראשון zeroVoting={rule!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="575"/>
        <source>{game}: {where}: {problem}</source>
        <translation>{game}: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="912"/>
        <source>{game}: the record says {expected}, but under the rules {actual}</source>
        <translation>{game}: לפי הרשומה {expected}, אבל לפי החוקים {actual}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="427"/>
        <source>The last moves of the archive {path} are in {wal}, which cannot be read where the archive is read-only. Copy both files together to a writable folder and open the copy there.</source>
        <translation>המהלכים האחרונים של הארכיון {path} נמצאים ב-{wal}, שאי אפשר לקרוא במקום שבו הארכיון לקריאה בלבד. העתיקו את שני הקבצים יחד לתיקייה עם הרשאת כתיבה ופתחו שם את העותק.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="455"/>
        <source>{path} is a folder, not an archive file</source>
        <translation>{path} היא תיקייה, לא קובץ ארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="459"/>
        <source>{path} is not a mafia-desktop archive (not an SQLite database). The file was not changed.</source>
        <translation>{path} אינו ארכיון של mafia-desktop (זה לא מסד נתונים SQLite). הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="486"/>
        <source>{path} has no schema version: it is not a usable archive. The file was not changed.</source>
        <translation>{path}: אין גרסת סכמה, ולכן זה אינו ארכיון שמיש. הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="490"/>
        <source>{path} has no usable schema version ({version} is none this app ever wrote): it is not a usable archive. The file was not changed.</source>
        <translation>ל-{path} אין גרסת סכמה שמישה ({version} אינה גרסה שהיישום הזה כתב אי פעם): זה אינו ארכיון שמיש. הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="502"/>
        <source>{path} cannot be read as an archive ({error}). The file was not changed; if it is your archive, a backup can be restored (mafia-desktop restore-backup).</source>
        <translation>לא ניתן לקרוא את {path} כארכיון ({error}). הקובץ לא שונה; אם זה הארכיון שלכם, אפשר לשחזר גיבוי (mafia-desktop restore-backup).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="494"/>
        <source>{path} was written by a newer mafia-desktop (archive version {version}; this one reads up to {supported}). Update the app; the file was not changed.</source>
        <translation>{path} נכתב בגרסה חדשה יותר של mafia-desktop (גרסת ארכיון {version}; הגרסה הזאת קוראת עד גרסה {supported}). יש לעדכן את האפליקציה; הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="514"/>
        <source>{path} holds a mafia-desktop archive ({games} games) whose header is damaged: its mark (the application id) reads {found} instead of {expected}. The file was not changed. It can be repaired into a new file (the window offers it; or mafia-desktop repair).</source>
        <translation>ב-{path} יש ארכיון של mafia-desktop ({games} משחקים) שהכותרת שלו פגומה: הסימן שלו (application id) הוא {found} במקום {expected}. הקובץ לא שונה. אפשר לתקן אותו לתוך קובץ חדש (החלון מציע זאת; או mafia-desktop repair).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="520"/>
        <source>{path} is an SQLite database with no tables (user version {user_version}) that mafia-desktop did not write: it may be another program&apos;s, so it was not changed. Choose another file for the archive, or delete this one first.</source>
        <translation>{path} הוא מסד נתונים SQLite בלי טבלאות (user version {user_version}) שלא נכתב על ידי mafia-desktop: ייתכן שהוא של תוכנה אחרת, ולכן לא שונה. בחרו קובץ אחר לארכיון, או מחקו קודם את הקובץ הזה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="524"/>
        <source>{path} is an SQLite database of another program, not a mafia-desktop archive. The file was not changed.</source>
        <translation>{path} הוא מסד נתונים SQLite של תוכנה אחרת, לא ארכיון של mafia-desktop. הקובץ לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="537"/>
        <source>{path} has no damaged header to repair</source>
        <translation>ל-{path} אין כותרת פגומה לתקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="337"/>
        <source>Game {game} cannot be replayed: {reason}</source>
        <translation>לא ניתן להציג את משחק {game} בצפייה חוזרת: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="736"/>
        <source>Restored {backup} as {path}.</source>
        <translation>הגיבוי {backup} שוחזר בתור {path}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="738"/>
        <source>The archive as it was is kept as {aside}: games played since the backup are there (open it with --db, export them with --json, import them back).</source>
        <translation>הארכיון הקודם נשמר בתור {aside}: המשחקים ששוחקו אחרי הגיבוי נמצאים בו (פתחו אותו עם --db, ייצאו אותם עם --json וייבאו אותם בחזרה).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="746"/>
        <source>Repaired into {target}; the damaged file was not changed. To use the repaired copy: mafia-desktop restore-backup {target}</source>
        <translation>תוקן לתוך {target}; הקובץ הפגום לא שונה. כדי להשתמש בעותק המתוקן: mafia-desktop restore-backup {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="54"/>
        <source>Seat {seat} has no card ({role!r} is not a role)</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} אין קלף ({role!r} אינו תפקיד)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="61"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="31"/>
        <source>The game has not been set up yet</source>
        <translation>המשחק עדיין לא הוגדר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="74"/>
        <source>third foul</source>
        <translation>פאול שלישי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="75"/>
        <source>skipped by the host</source>
        <translation>בהחלטת המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="142"/>
        <source>Seat {seat} is the last candidate: he may not vote against himself, nor abstain, so his hand goes up now, for seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הוא המועמד האחרון: אסור לו להצביע נגד עצמו או להימנע, ולכן ידו עולה עכשיו, נגד שחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="221"/>
        <source>Nobody has won yet</source>
        <translation>אף קבוצה עדיין לא ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="228"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="52"/>
        <source>Nothing to undo</source>
        <translation>אין פעולה לבטל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="234"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="53"/>
        <source>Nothing to redo</source>
        <translation>אין פעולה לביצוע מחדש</translation>
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
        <translation>סוג רשומה לא מוכר: {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="442"/>
        <source>Malformed {kind} event: its {field}: {error}</source>
        <translation>רשומה פגומה מסוג {kind}: השדה {field}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="448"/>
        <location filename="../../mafia_desktop/engine/events.py" line="452"/>
        <source>Malformed {kind} event: {error}</source>
        <translation>רשומה פגומה מסוג {kind}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="27"/>
        <source>Nobody was nominated: no vote today.</source>
        <translation>אף שחקן לא הועמד להדחה: היום אין הצבעה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="28"/>
        <source>Only one nominee on the first day: no vote. [004 §2.2.1]</source>
        <translation>ביום הראשון יש רק מועמד אחד: אין הצבעה. [004 §2.2.1]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="29"/>
        <source>No vote on the first day (club rule).</source>
        <translation>ביום הראשון אין הצבעה (חוק המועדון).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="30"/>
        <source>Exactly four players at the table: nobody leaves. [004 §2.4.2]</source>
        <translation>נותרו ליד השולחן בדיוק ארבעה שחקנים: אף שחקן לא עוזב את השולחן. [004 §2.4.2]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="31"/>
        <source>Every player at the table is tied: nobody leaves, night falls.</source>
        <translation>כל השחקנים ליד השולחן בתיקו: אף שחקן לא עוזב את השולחן, ועוברים ללילה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="32"/>
        <source>Nobody raised a hand: nobody leaves.</source>
        <translation>אף יד לא הורמה: אף שחקן לא עוזב את השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="40"/>
        <source>Seat {seat} was removed: no vote today (monster rule). [004 §2.4.3]</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן: היום אין הצבעה (חוק המפלצת). [004 §2.4.3]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="494"/>
        <source>Seat {seat} has the most votes, but on the first day a single leader stays (club rule) and speaks again.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} קיבל את מירב הקולות, אבל ביום הראשון מוביל יחיד נשאר ליד השולחן (חוק המועדון) ומדבר שוב.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="498"/>
        <source>Seat {seat} has the most votes but did not vote for himself: he stays (club rule).</source>
        <translation>שחקן מס&apos;&#xa0;{seat} קיבל את מירב הקולות אבל לא הצביע לעצמו: הוא נשאר ליד השולחן (חוק המועדון).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="501"/>
        <source>Seat {seat} is voted out.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הודח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="505"/>
        <source>A tie between seats {seats}: on the first day nobody leaves (club rule); each speaks again.</source>
        <translation>תיקו בין שחקנים מס&apos;&#xa0;{seats}: ביום הראשון אף שחקן לא עוזב את השולחן (חוק המועדון); כל אחד מדבר שוב.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="513"/>
        <source>Seats {seats} are tied with nine at the table: nobody leaves (club rule).</source>
        <translation>שחקנים מס&apos;&#xa0;{seats} בתיקו כשליד השולחן תשעה שחקנים: אף שחקן לא עוזב את השולחן (חוק המועדון).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="519"/>
        <source>A tie between seats {seats}: each speaks again, then a revote.</source>
        <translation>תיקו בין שחקנים מס&apos;&#xa0;{seats}: כל אחד מדבר שוב, ואז הצבעה חוזרת.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="520"/>
        <source>A tie between seats {seats}: a revote.</source>
        <translation>תיקו בין שחקנים מס&apos;&#xa0;{seats}: הצבעה חוזרת.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="523"/>
        <source>A tie again between seats {seats}: nobody leaves.</source>
        <translation>שוב תיקו בין שחקנים מס&apos;&#xa0;{seats}: אף שחקן לא עוזב את השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="525"/>
        <source>A tie again between seats {seats}.</source>
        <translation>שוב תיקו בין שחקנים מס&apos;&#xa0;{seats}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="533"/>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="534"/>
        <source>{seats} and {seat}</source>
        <translation>{seats} ו־{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="562"/>
        <source>{yes} of {voters} are for all of them leaving; {needed} needed: nobody leaves.</source>
        <translation>{yes} מתוך {voters} בעד הדחת כל השחקנים בתיקו; נדרשים {needed}: אף שחקן לא עוזב את השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="567"/>
        <source>{yes} of {voters} are for all of them leaving: everyone leaves, a draw.</source>
        <translation>{yes} מתוך {voters} בעד הדחת כל השחקנים בתיקו: כולם עוזבים את השולחן, והמשחק מסתיים בתיקו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="572"/>
        <source>{yes} of {voters} are for all of them leaving: seats {seats} leave the table.</source>
        <translation>{yes} מתוך {voters} בעד הדחת כל השחקנים בתיקו: שחקנים מס&apos;&#xa0;{seats} עוזבים את השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="59"/>
        <source>Event {number} ({kind}): {problem}</source>
        <translation>רשומה מס&apos;&#xa0;{number} ביומן ({kind}): {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="438"/>
        <source>fourth foul</source>
        <translation>פאול רביעי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="439"/>
        <source>second technical foul</source>
        <translation>פאול טכני שני</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="441"/>
        <location filename="../../mafia_desktop/engine/points.py" line="294"/>
        <source>disqualified</source>
        <translation>פסילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="27"/>
        <source>Seat {seat} was killed.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} נרצח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="29"/>
        <source>The mafia shot, but the doctor saved the victim.</source>
        <translation>המאפיה ירתה, אבל הרופא הציל את מי שנורה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="31"/>
        <source>The mafia missed: nobody was killed.</source>
        <translation>המאפיה פספסה: איש לא נרצח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="36"/>
        <source>The commissar&apos;s check found a black player.</source>
        <translation>חקירת הבלש מצאה שחקן שחור.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="37"/>
        <source>The commissar&apos;s check found a player who is not black.</source>
        <translation>חקירת הבלש מצאה שחקן שאינו שחור.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="88"/>
        <source>No black player is left: the town wins.</source>
        <translation>לא נותרו שחקנים שחורים: העיירה ניצחה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="89"/>
        <source>The mafia are as many as the town: the mafia wins.</source>
        <translation>ליד השולחן נותרה כמות זהה של שחקנים אדומים ושחורים: המאפיה ניצחה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="90"/>
        <source>Everyone left together: a draw.</source>
        <translation>כולם עזבו את השולחן יחד: המשחק הסתיים בתיקו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="97"/>
        <source>Votes: {counts}.</source>
        <translation>קולות: {counts}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="98"/>
        <source>seat {seat}: {votes}</source>
        <translation>מס&apos;&#xa0;{seat}:&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="112"/>
        <source>Ask: who is for seats {seats} all leaving? {needed} of {voters} needed.</source>
        <translation>לשאול: מי בעד להדיח את כל השחקנים בתיקו ({seats})? נדרש רוב: {needed} מתוך {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="117"/>
        <source>Split: seats {seats} speak again; nobody leaves.</source>
        <translation>חלוקה: שחקנים מס&apos;&#xa0;{seats} מדברים שוב; אף שחקן לא מודח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="129"/>
        <source>Seat {seat} is removed ({reason}): he leaves at once, without a last word.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן ({reason}): הוא עוזב את השולחן מיד, בלי צוואה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="134"/>
        <source>Seat {seat} has a third foul: his next speech is cut to {seconds} s.</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} פאול שלישי: דקת הדיבור הבאה שלו מתקצרת ל-{seconds} שניות.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="137"/>
        <source>Seat {seat} has a third foul: he loses his next speech.</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} פאול שלישי: אין לו דקת דיבור בתור הבא.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="143"/>
        <source>Seat {seat} was removed: no vote on the next day (monster rule).</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן: ביום הבא אין הצבעה (חוק המפלצת).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="178"/>
        <source>1st technical foul</source>
        <translation>פאול טכני ראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="180"/>
        <source>2nd technical foul: he leaves the game</source>
        <translation>פאול טכני שני: השחקן מורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="181"/>
        <source>technical foul no. {count}</source>
        <translation>פאול טכני מס&apos;&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="184"/>
        <source>1st foul</source>
        <translation>פאול ראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="186"/>
        <source>2nd foul</source>
        <translation>פאול שני</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="190"/>
        <source>3rd foul: his next speech is cut to {seconds} s</source>
        <translation>פאול שלישי: דקת הדיבור הבאה שלו מתקצרת ל-{seconds} שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="192"/>
        <source>3rd foul: he loses his next speech</source>
        <translation>פאול שלישי: השחקן מפסיד את דקת הדיבור הבאה שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="193"/>
        <source>3rd foul</source>
        <translation>פאול שלישי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="195"/>
        <source>4th foul: he leaves the game</source>
        <translation>פאול רביעי: השחקן מורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="196"/>
        <source>foul no. {count}</source>
        <translation>פאול מס&apos;&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="131"/>
        <source>host: {reason}</source>
        <translation>מנחה: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="163"/>
        <source>Not a {kind} scoring table: {data!r}</source>
        <translation>זו אינה טבלת ניקוד מסוג {kind}: {data!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="167"/>
        <source>Unknown scoring option(s): {options}</source>
        <translation>אפשרויות ניקוד לא מוכרות: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="171"/>
        <source>Malformed scoring table: {error}</source>
        <translation>טבלת ניקוד פגומה: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="176"/>
        <source>A scoring system needs a name</source>
        <translation>לשיטת ניקוד נדרש שם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="181"/>
        <source>host_adjustments is true or false, not {value!r}</source>
        <translation>הערך של host_adjustments הוא true או false, לא {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="199"/>
        <source>town_all is true or false, not {value!r}</source>
        <translation>הערך של town_all הוא true או false, לא {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="204"/>
        <source>black win: {count} red players dealt</source>
        <translation>ניצחון השחורים: {count} שחקנים אדומים בתחילת המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="208"/>
        <source>red win: {count} at the table</source>
        <translation>ניצחון האדומים (נותרו ליד השולחן: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="213"/>
        <source>black win: each surviving black gets the number of red players dealt</source>
        <translation>ניצחון השחורים: כל שחקן שחור חי מקבל את מספר השחקנים האדומים בתחילת המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="214"/>
        <source>red win: each red player gets the number still at the table</source>
        <translation>ניצחון האדומים: כל שחקן אדום מקבל את מספר השחקנים שנותרו ליד השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="215"/>
        <source>red win: each surviving red player gets the number still at the table</source>
        <translation>ניצחון האדומים: כל שחקן אדום חי מקבל את מספר השחקנים שנותרו ליד השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="242"/>
        <source>The first-killed compensation cannot be negative</source>
        <translation>הפיצוי לנרצח הראשון לא יכול להיות שלילי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="255"/>
        <source>best move: {count} black named</source>
        <translation>מהלך מנצח (שחורים שזוהו: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="267"/>
        <source>removed by fouls ({reason})</source>
        <translation>הרחקה בגלל פאולים ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="269"/>
        <source>disqualified ({reason})</source>
        <translation>פסילה ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="274"/>
        <source>win {win}, loss {loss}</source>
        <translation>ניצחון {win}, הפסד {loss}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="276"/>
        <source>{count} black → {points}</source>
        <translation>{count} ← {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="278"/>
        <source>best move {scale}</source>
        <translation>מהלך מנצח לפי מספר השחורים שזוהו: {scale}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="279"/>
        <source>removed by fouls {fouls}, disqualified {disqualified}</source>
        <translation>הרחקה בגלל פאולים {fouls}, פסילה {disqualified}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="282"/>
        <source>first-killed compensation up to {cap}</source>
        <translation>פיצוי לנרצח הראשון עד {cap}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="291"/>
        <source>win</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="292"/>
        <source>loss</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="293"/>
        <source>removed by fouls</source>
        <translation>הרחקה בגלל פאולים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="295"/>
        <source>the host&apos;s extra points</source>
        <translation>נקודות נוספות מהמנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="320"/>
        <source>compensation cap</source>
        <translation>תקרת הפיצוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="335"/>
        <location filename="../../mafia_desktop/engine/points.py" line="341"/>
        <source>The {what} must be a number, not {value!r}</source>
        <translation>{what}: נדרש מספר, לא {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="351"/>
        <source>A best move names 0 to 3 black players, not {blacks!r}</source>
        <translation>מספר השחורים במהלך מנצח הוא בין 0 ל-3, לא {blacks!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="352"/>
        <source>best move points for {count} black</source>
        <translation>נקודות המהלך המנצח (שחורים שזוהו: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="354"/>
        <source>The best move table maps black players named to points, not {value!r}</source>
        <translation>טבלת המהלך המנצח צריכה להתאים נקודות למספר השחורים שזוהו, ולא {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="400"/>
        <source>Unknown sport version {version!r}; choose one of {versions}</source>
        <translation>גרסה לא מוכרת של שיטת הניקוד הספורטיבית: {version!r}; יש לבחור אחת מאלה: {versions}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="422"/>
        <source>Unknown scoring system {name!r}; choose one of {systems}</source>
        <translation>שיטת ניקוד לא מוכרת: {name!r}; יש לבחור אחת מאלה: {systems}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="431"/>
        <source>Unknown kind of scoring system {kind!r}; choose one of {kinds}</source>
        <translation>סוג לא מוכר של שיטת ניקוד: {kind!r}; יש לבחור אחד מאלה: {kinds}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="114"/>
        <source>civilian</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="115"/>
        <source>sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="116"/>
        <source>commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="117"/>
        <source>doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="118"/>
        <source>mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="119"/>
        <source>mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="120"/>
        <source>don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="212"/>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="417"/>
        <source>Unknown ruleset option(s): {options}</source>
        <translation>אפשרויות לא מוכרות בערכת החוקים: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="412"/>
        <source>Unknown ruleset {name!r}; choose one of {presets}</source>
        <translation>ערכת חוקים לא מוכרת: {name!r}; יש לבחור אחת מאלה: {presets}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="421"/>
        <source>Bad ruleset option: {error}</source>
        <translation>אפשרות שגויה בערכת החוקים: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="444"/>
        <source>The Latvian table seats at most 13 players</source>
        <translation>לפי החוקים הלטביים יושבים ליד השולחן 13 שחקנים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="446"/>
        <source>A game needs at least one mafia player</source>
        <translation>במשחק נדרש לפחות שחקן מאפיה אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="448"/>
        <source>The mafia must start outnumbered by the town</source>
        <translation>בתחילת המשחק המאפיה צריכה להיות במיעוט לעומת העיירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="452"/>
        <source>The {preset} preset has no {role}</source>
        <translation>בערכת החוקים {preset} אין תפקיד {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="454"/>
        <source>There can be only one {role}</source>
        <translation>התפקיד {role} יכול להיות רק אצל שחקן אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="458"/>
        <source>The sport table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>לפי חוקי הספורט יש בשולחן 10 שחקנים: 6 אזרחים, שריף, 2 מאפיונרים ודון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="459"/>
        <source>The mastermind table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>לפי חוקי מאסטרמיינד יש בשולחן 10 שחקנים: 6 אזרחים, שריף, 2 מאפיונרים ודון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="146"/>
        <source>Round {round} has a table that is not {size} players.</source>
        <translation>בסבב {round} יש שולחן שאין בו {size} שחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="149"/>
        <source>Round {round} seats a player twice or one not listed.</source>
        <translation>בסבב {round} יש שחקן שמושב פעמיים, או שחקן שאינו ברשימה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="152"/>
        <source>A pair kept apart names a player not listed.</source>
        <translation>אחד הזוגות שיש להושיב בשולחנות נפרדים כולל שחקן שאינו ברשימה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="260"/>
        <source>Every player needs a name; one of them is blank.</source>
        <translation>לכל שחקן נדרש שם; אחד השמות ריק.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="263"/>
        <source>&quot;{first}&quot; and &quot;{second}&quot; are the same player: give every player a different name.</source>
        <translation>&quot;{first}&quot; ו-&quot;{second}&quot; הם אותו שחקן: יש לתת לכל שחקן שם שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="271"/>
        <source>A table needs at least {minimum} seats (you asked for {size}).</source>
        <translation>בשולחן נדרשים לפחות {minimum} מקומות (המספר שהוזן: {size}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="274"/>
        <source>A plan needs at least one table.</source>
        <translation>בתוכנית הישיבה נדרש לפחות שולחן אחד.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="276"/>
        <source>Every player must play at least one game.</source>
        <translation>כל שחקן צריך לשחק לפחות משחק אחד.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="278"/>
        <source>{count} players cannot fill a table of {size}.</source>
        <translation>אין מספיק שחקנים לשולחן של {size} מקומות (שחקנים: {count}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="282"/>
        <source>{count} players fill at most 1 table of {size}; {tables} tables need {needed} players.</source>
        <translation>{count} שחקנים ממלאים לכל היותר שולחן אחד של {size} מקומות; ל-{tables} שולחנות נדרשים {needed} שחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="284"/>
        <source>{count} players fill at most {fit} tables of {size}; {tables} tables need {needed} players.</source>
        <translation>{count} שחקנים ממלאים לכל היותר {fit} שולחנות של {size} מקומות; ל-{tables} שולחנות נדרשים {needed} שחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="294"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of 1 table of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>שחקנים: {count}, משחקים לכל שחקן: {games} — יחד {seats} מקומות, וזה אינו מספר שלם של סבבים של שולחן אחד עם {size} מקומות ({per_round} מקומות בכל סבב), ולכן באחד השולחנות יחסרו שחקנים. עם {count} שחקנים יש לקבוע {fits_games} משחקים לכל שחקן, או להשאיר את מספר המשחקים לכל שחקן ({games}) ולהביא {fits_count} שחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="299"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of {tables} tables of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>שחקנים: {count}, משחקים לכל שחקן: {games} — יחד {seats} מקומות, וזה אינו מספר שלם של סבבים של {tables} שולחנות עם {size} מקומות ({per_round} מקומות בכל סבב), ולכן באחד השולחנות יחסרו שחקנים. עם {count} שחקנים יש לקבוע {fits_games} משחקים לכל שחקן, או להשאיר את מספר המשחקים לכל שחקן ({games}) ולהביא {fits_count} שחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="316"/>
        <source>{lower} or {higher}</source>
        <translation>{lower} או {higher}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="328"/>
        <source>&quot;{name}&quot; is kept apart from someone but is not among the players.</source>
        <translation>&quot;{name}&quot; מסומן לישיבה בשולחן נפרד ממישהו, אבל אינו ברשימת השחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="332"/>
        <source>&quot;{name}&quot; cannot be kept apart from himself.</source>
        <translation>אי אפשר להושיב את &quot;{name}&quot; בשולחן נפרד מעצמו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="376"/>
        <source>At one table players kept apart cannot both play a round, but {first} and {second} both play round {round}. Add a table or unlock the pair.</source>
        <translation>כשיש שולחן אחד, שני שחקנים שיש להושיב בשולחנות נפרדים לא יכולים לשחק שניהם באותו סבב, אבל {first} ו-{second} משחקים שניהם בסבב {round}. יש להוסיף שולחן או לבטל את ההפרדה בין השניים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="379"/>
        <source>In round {round} the players kept apart ({who}) cannot be spread over {tables} tables of {size}. Unlock a pair or add a table.</source>
        <translation>בסבב {round} אי אפשר לפזר את השחקנים שיש להושיב בשולחנות נפרדים ({who}) על פני {tables} שולחנות של {size} מקומות. יש לבטל את ההפרדה של אחד הזוגות או להוסיף שולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="399"/>
        <source>Too many players are locked apart to check every way of seating them; unlock some pairs.</source>
        <translation>יותר מדי שחקנים מסומנים לישיבה בשולחנות נפרדים, ואי אפשר לבדוק את כל אפשרויות ההושבה; יש לבטל את ההפרדה של חלק מהזוגות.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="95"/>
        <source>Unknown tie-break {names}; known: {known}</source>
        <translation>שובר שוויון לא מוכר: {names}; המוכרים: {known}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="72"/>
        <source>dealing the roles</source>
        <translation>חלוקת התפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="73"/>
        <source>the mafia&apos;s agreement</source>
        <translation>תיאום המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="74"/>
        <source>the mafia&apos;s shot</source>
        <translation>ירי המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="75"/>
        <source>the don&apos;s check</source>
        <translation>חקירת הדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="76"/>
        <source>the sheriff&apos;s check</source>
        <translation>חקירת השריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="77"/>
        <source>the commissar&apos;s check</source>
        <translation>חקירת הבלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="78"/>
        <source>the doctor&apos;s save</source>
        <translation>הצלת הרופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="79"/>
        <source>the mistress&apos;s visit</source>
        <translation>ביקור המאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="80"/>
        <source>the open talk</source>
        <translation>הדיון הפתוח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="81"/>
        <source>the vote on all of them leaving</source>
        <translation>ההצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="82"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="127"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="707"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="770"/>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="64"/>
        <source>the end of the game</source>
        <translation>סוף המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="87"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="243"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="355"/>
        <source>seat {seat}&apos;s best move</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="88"/>
        <source>seat {seat}&apos;s last word</source>
        <translation>הצוואה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="89"/>
        <source>seat {seat}&apos;s speech</source>
        <translation>דקת הדיבור של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="90"/>
        <source>seat {seat}&apos;s justification</source>
        <translation>דברי ההגנה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="91"/>
        <source>seat {seat}&apos;s extra speech</source>
        <translation>חצי הדקה הנוספת של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="92"/>
        <source>the vote on seat {seat}</source>
        <translation>ההצבעה על שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="97"/>
        <source>the sheriff meeting the host</source>
        <translation>פגישת השריף עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="98"/>
        <source>the commissar meeting the host</source>
        <translation>פגישת הבלש עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="99"/>
        <source>the doctor meeting the host</source>
        <translation>פגישת הרופא עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="100"/>
        <source>the mistress meeting the host</source>
        <translation>פגישת המאהבת עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="101"/>
        <source>the don meeting the host</source>
        <translation>פגישת הדון עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="109"/>
        <source>nothing (the game is over)</source>
        <translation>אין (המשחק הסתיים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="112"/>
        <source>the {role} meeting the host</source>
        <translation>פגישת התפקיד {role} עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="33"/>
        <source>The game is over</source>
        <translation>המשחק הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="40"/>
        <source>{event} cannot be recorded</source>
        <translation>לא ניתן לרשום ביומן את {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="75"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="85"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="117"/>
        <source>Not now: the table is at {step}</source>
        <translation>לא עכשיו: השולחן נמצא בשלב {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="91"/>
        <source>There is no seat {seat} at this table</source>
        <translation>אין שחקן מס&apos;&#xa0;{seat} בשולחן הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="123"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="146"/>
        <source>Seat {seat} needs a nickname</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} נדרש כינוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="124"/>
        <source>Every seat needs a nickname</source>
        <translation>לכל שחקן נדרש כינוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="127"/>
        <source>Seat {seat} is already called {nickname!r}</source>
        <translation>הכינוי {nickname!r} כבר שייך לשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="136"/>
        <source>This game has already been set up</source>
        <translation>המשחק הזה כבר הוגדר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="141"/>
        <source>The table has {size} seats but {count} nicknames were given</source>
        <translation>בשולחן יש {size} מקומות, אבל מספר הכינויים שהוזנו: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="149"/>
        <source>Seats {first} and {seat} have the same nickname {nickname!r}</source>
        <translation>לשחקנים מס&apos;&#xa0;{first} ו-{seat} יש אותו כינוי: {nickname!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="155"/>
        <source>The club label must be text of at most 200 characters</source>
        <translation>שדה המועדון חייב להכיל טקסט של 200 תווים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="156"/>
        <source>The tournament label must be text of at most 200 characters</source>
        <translation>שדה הטורניר חייב להכיל טקסט של 200 תווים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="157"/>
        <source>The table label must be text of at most 200 characters</source>
        <translation>שדה השולחן חייב להכיל טקסט של 200 תווים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="158"/>
        <source>The number label must be text of at most 200 characters</source>
        <translation>שדה מספר המשחק חייב להכיל טקסט של 200 תווים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="159"/>
        <source>The host label must be text of at most 200 characters</source>
        <translation>שדה המנחה חייב להכיל טקסט של 200 תווים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="181"/>
        <source>Deal one card to each of the {size} seats</source>
        <translation>יש לחלק קלף אחד לכל אחד מ-{size} המקומות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="190"/>
        <source>The deal has {dealt} × {role}; this table needs {wanted}</source>
        <translation>בחלוקת התפקידים יש {dealt} × {role}, ובשולחן הזה צריך {wanted}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="198"/>
        <source>The arrangement names one to three seats</source>
        <translation>בתיאום הסטטי מציינים בין שחקן אחד לשלושה שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="201"/>
        <source>Seat {seat} is listed twice in the arrangement</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מופיע פעמיים בתיאום הסטטי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="209"/>
        <source>Not now: {step} has no timer</source>
        <translation>לא עכשיו: בשלב {step} אין טיימר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="217"/>
        <source>Seat {seat} has lost this speech (third foul)</source>
        <translation>שחקן מס&apos;&#xa0;{seat} איבד את דקת הדיבור הזאת (פאול שלישי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="220"/>
        <source>The timer is already running</source>
        <translation>הטיימר כבר פועל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="228"/>
        <source>The timer is not running</source>
        <translation>הטיימר לא פועל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="230"/>
        <source>The pause comes before the timer started</source>
        <translation>ההשהיה מוקדמת מהפעלת הטיימר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="237"/>
        <source>Add a positive number of seconds</source>
        <translation>יש להוסיף מספר חיובי של שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="253"/>
        <source>Seat {seat} has lost this speech (third foul): skip it</source>
        <translation>שחקן מס&apos;&#xa0;{seat} איבד את דקת הדיבור הזאת (פאול שלישי): יש לדלג עליה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="256"/>
        <source>Seat {seat} must nominate one or two players before the next turn</source>
        <translation>שחקן מס&apos;&#xa0;{seat} חייב להעמיד להדחה שחקן אחד או שניים לפני התור הבא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="262"/>
        <source>The next timer needs the moment it starts</source>
        <translation>לטיימר הבא נדרש רגע ההפעלה שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="266"/>
        <source>Seat {seat} may not skip his turn: every player nominates</source>
        <translation>שחקן מס&apos;&#xa0;{seat} לא יכול לוותר על התור שלו: כל שחקן מעמיד להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="281"/>
        <source>In this game the players nominate, not the host</source>
        <translation>במשחק הזה השחקנים מעמידים להדחה, לא המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="286"/>
        <source>In this game the host puts players to the vote</source>
        <translation>במשחק הזה המנחה הוא שמעמיד שחקנים להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="288"/>
        <source>Seat {seat} can nominate only during his own speech</source>
        <translation>שחקן מס&apos;&#xa0;{seat} יכול להעמיד להדחה רק במהלך דקת הדיבור שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="289"/>
        <source>Seat {seat} has left the table and cannot be nominated</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ואי אפשר להעמיד אותו להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="293"/>
        <source>Seat {seat} is already on the ballot</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר ברשימת המועמדים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="297"/>
        <source>Seat {seat} has already nominated seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר העמיד להדחה את שחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="306"/>
        <source>Seat {seat} already nominated today: seat {named} (withdraw it first)</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר העמיד היום להדחה את שחקן מס&apos;&#xa0;{named} (יש לבטל קודם את ההעמדה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="309"/>
        <source>Seat {seat} already nominated today: seat {named}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר העמיד היום להדחה את שחקן מס&apos;&#xa0;{named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="310"/>
        <source>Seat {seat} has already nominated {limit} players today: {named}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר העמיד היום {limit} שחקנים להדחה: {named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="318"/>
        <source>In this game only the nominating player withdraws</source>
        <translation>במשחק הזה רק השחקן שהעמיד להדחה יכול לבטל את ההעמדה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="321"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="474"/>
        <source>Seat {seat} is not on the ballot</source>
        <translation>שחקן מס&apos;&#xa0;{seat} אינו ברשימת המועמדים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="324"/>
        <source>Withdrawing a nomination is not allowed in this game</source>
        <translation>במשחק הזה אסור לבטל העמדה להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="328"/>
        <source>Seat {seat} can withdraw only during his own speech</source>
        <translation>שחקן מס&apos;&#xa0;{seat} יכול לבטל את ההעמדה רק במהלך דקת הדיבור שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="330"/>
        <source>Seat {seat} has not nominated seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} לא העמיד להדחה את שחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="333"/>
        <source>Seat {seat} is listed twice among the hands</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מופיע פעמיים בין המצביעים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="334"/>
        <source>Seat {seat} has left the table and cannot vote</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ואינו יכול להצביע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="341"/>
        <source>The vote now is on seat {seat}, not seat {nominee}</source>
        <translation>כעת מצביעים על שחקן מס&apos;&#xa0;{seat}, לא על שחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="345"/>
        <source>Seat {seat} is not the last nominee but one, or the rest do not count for the last nominee in this game</source>
        <translation>שחקן מס&apos;&#xa0;{seat} אינו המועמד הלפני אחרון, או שבמשחק הזה הקולות של השאר לא הולכים למועמד האחרון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="356"/>
        <source>Seat {seat} does not vote in this round</source>
        <translation>שחקן מס&apos;&#xa0;{seat} אינו מצביע בסבב ההצבעה הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="358"/>
        <source>Seat {seat} already voted, for seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר הצביע (לשחקן מס&apos;&#xa0;{nominee})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="360"/>
        <source>Seat {seat} is a candidate and cannot vote against himself</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הוא מועמד ואינו יכול להצביע נגד עצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="403"/>
        <source>Seat {seat} is already chosen: tap it again to take it back</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר נבחר: הקשה נוספת על המספר שלו מבטלת את הבחירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="413"/>
        <source>Choose a seat</source>
        <translation>יש לבחור שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="432"/>
        <source>Every shooter has a target: record the shots</source>
        <translation>לכל יורה כבר יש מטרה: יש לרשום את היריות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="434"/>
        <source>Seat {seat} has left the table and cannot be shot</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ואי אפשר לירות בו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="436"/>
        <source>A tap on a seat does nothing now: the table is at {step}</source>
        <translation>הקשה על מקום לא עושה דבר כעת: השולחן נמצא בשלב {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="442"/>
        <source>A shooter&apos;s target is taken back with Undo</source>
        <translation>המטרה של יורה מבוטלת באמצעות &quot;ביטול פעולה&quot;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="444"/>
        <source>Seat {seat} is not chosen</source>
        <translation>שחקן מס&apos;&#xa0;{seat} לא נבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="455"/>
        <source>Seat {seat} is one of the candidates and does not vote now</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הוא אחד המועמדים ואינו מצביע בהצבעה הזאת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="461"/>
        <source>This game has no split</source>
        <translation>במשחק הזה אין חלוקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="464"/>
        <source>The split is for the first day only</source>
        <translation>חלוקה אפשרית רק ביום הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="468"/>
        <source>The split replaces the first vote: undo the votes first</source>
        <translation>החלוקה באה במקום ההצבעה הראשונה: יש לבטל קודם את הקולות שנרשמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="470"/>
        <source>A split names two nominees</source>
        <translation>בחלוקה יש לציין שני מועמדים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="471"/>
        <source>Seat {seat} is listed twice in the split</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מופיע פעמיים בחלוקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="482"/>
        <source>No shot on the first night</source>
        <translation>בלילה הראשון אין ירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="485"/>
        <source>Seat {seat} is listed twice among the shooters</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מופיע פעמיים בין היורים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="490"/>
        <source>Seat {seat} is not a black player at the table and does not shoot</source>
        <translation>שחקן מס&apos;&#xa0;{seat} אינו שחקן שחור ליד השולחן ואינו יורה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="499"/>
        <source>Record a shot (or no shot) for every black player: seat {seats}</source>
        <translation>יש לרשום ירי (או היעדר ירי) לכל שחקן שחור; עדיין חסרים: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="502"/>
        <source>In this game the mafia agree on one victim</source>
        <translation>במשחק הזה המאפיה בוחרת יחד שחקן אחד לירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="507"/>
        <source>The don has left the table: no check tonight</source>
        <translation>הדון עזב את השולחן: הלילה אין חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="508"/>
        <source>The sheriff has left the table: no check tonight</source>
        <translation>השריף עזב את השולחן: הלילה אין חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="509"/>
        <source>The commissar has left the table: no check tonight</source>
        <translation>הבלש עזב את השולחן: הלילה אין חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="510"/>
        <source>The doctor has left the table: no save tonight</source>
        <translation>הרופא עזב את השולחן: הלילה אין הצלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="511"/>
        <source>The mistress has left the table: no visit tonight</source>
        <translation>המאהבת עזבה את השולחן: הלילה אין ביקור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="547"/>
        <source>Seat {seat} has left the table and cannot be saved</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ואי אפשר להציל אותו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="549"/>
        <source>The doctor saved seat {seat} last night and cannot save him two nights running</source>
        <translation>הרופא הציל את שחקן מס&apos;&#xa0;{seat} בלילה הקודם ואינו יכול להציל אותו שני לילות ברציפות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="554"/>
        <source>The doctor has already saved himself as often as this game allows</source>
        <translation>הרופא כבר הציל את עצמו מספר הפעמים המרבי שהמשחק הזה מתיר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="563"/>
        <source>Seat {seat} has left the table and cannot be visited</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ואי אפשר לבקר אותו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="565"/>
        <source>The mistress visits another player</source>
        <translation>המאהבת מבקרת שחקן אחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="573"/>
        <source>The best move names at most three seats</source>
        <translation>במהלך מנצח מציינים שלושה שחקנים לכל היותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="574"/>
        <source>Seat {seat} is listed twice in the best move</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מופיע פעמיים במהלך המנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="578"/>
        <source>The best move names other players</source>
        <translation>במהלך המנצח מציינים שחקנים אחרים, לא את השחקן עצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="587"/>
        <source>Fouls are given once the game has begun</source>
        <translation>פאולים ניתנים רק אחרי שהמשחק התחיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="590"/>
        <source>Seat {seat} has left the table</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="592"/>
        <source>This game does not count technical fouls</source>
        <translation>במשחק הזה לא סופרים פאולים טכניים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="599"/>
        <source>Removals come once the game has begun</source>
        <translation>הרחקה אפשרית רק אחרי שהמשחק התחיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="601"/>
        <source>Seat {seat} has already left the table</source>
        <translation>שחקן מס&apos;&#xa0;{seat} כבר עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="611"/>
        <source>Write why seat {seat} gets these points</source>
        <translation>יש לכתוב מדוע שחקן מס&apos;&#xa0;{seat} מקבל את הנקודות האלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="614"/>
        <source>Points are a number, not {points!r}</source>
        <translation>הנקודות חייבות להיות מספר, לא {points!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="618"/>
        <source>Give a number of points other than zero</source>
        <translation>יש להזין מספר נקודות שונה מאפס</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="621"/>
        <source>Points have at most two decimals ({points} is too fine)</source>
        <translation>בנקודות מותרות לכל היותר שתי ספרות אחרי הנקודה העשרונית ({points} מפורט מדי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="623"/>
        <source>Give at most {most} points, plus or minus</source>
        <translation>לכל היותר {most} נקודות, בפלוס או במינוס</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="637"/>
        <source>The rules say the red team won</source>
        <translation>לפי החוקים, קבוצת האדומים ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="638"/>
        <source>The rules say the black team won</source>
        <translation>לפי החוקים, קבוצת השחורים ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="639"/>
        <source>The rules say the draw team won</source>
        <translation>לפי החוקים, המשחק הסתיים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="177"/>
        <source>{path} was an empty file (0 bytes): it is now a new, empty archive</source>
        <translation>{path} היה קובץ ריק (0 בתים): עכשיו הוא ארכיון חדש וריק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="163"/>
        <source>The archive {path} is read-only here ({why}): games can be browsed, replayed and exported, but new games and imports need a writable copy. Copy it to a writable folder (e.g. {suggestion}) and open the copy (mafia-desktop --db COPY).</source>
        <translation>הארכיון {path} הוא לקריאה בלבד כאן ({why}): אפשר לעיין במשחקים, לצפות בהם שוב ולייצא אותם, אבל משחקים חדשים וייבוא דורשים עותק עם הרשאת כתיבה. העתיקו אותו לתיקייה עם הרשאת כתיבה (למשל {suggestion}) ופתחו את העותק (mafia-desktop --db COPY).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="34"/>
        <source>no backup holds it whole</source>
        <translation>אין גיבוי שמחזיק אותו שלם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="36"/>
        <source>the last backup that holds it whole is {backup} (restore it from Settings → Backups, or with mafia-desktop restore-backup {name})</source>
        <translation>הגיבוי האחרון שמחזיק אותו שלם הוא {backup} (שחזרו אותו בהגדרות ← גיבויים, או עם mafia-desktop restore-backup {name})</translation>
    </message>
    <message>
        <source>{old} merged into {new}: {moved} game(s) moved, {count} in all now</source>
        <translation type="vanished">{old} מוזג לתוך {new}: משחקים שהועברו: {moved}, סך הכול כעת: {count}</translation>
    </message>
    <message>
        <source>{old} is now called {new} ({count} game(s))</source>
        <translation type="vanished">{old} נקרא עכשיו {new} (משחקים: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="242"/>
        <source>The second backup folder {folder} is not there (a stick not plugged in?): skipped this time</source>
        <translation>תיקיית הגיבוי השנייה {folder} לא נמצאת (דיסק און קי לא מחובר?): דולגה הפעם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="253"/>
        <source>The backup could not be copied into {folder} ({error})</source>
        <translation>לא ניתן היה להעתיק את הגיבוי לתוך {folder} ({error})</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation type="vanished">משחקים פגומים בארכיון: {count}; שום גיבוי לא יימחק עד שיטופלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="59"/>
        <source>The archive is whole: {games} games verified in {seconds} s</source>
        <translation>הארכיון שלם: {games} משחקים נבדקו ב-{seconds} שנ׳</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="61"/>
        <source>The archive is damaged: {damaged} of {games} games, %n problem(s) in the file&apos;s pages</source>
        <translation>
            <numerusform>הארכיון פגום: {damaged} מתוך {games} משחקים, בעיה אחת בדפי הקובץ</numerusform>
            <numerusform>הארכיון פגום: {damaged} מתוך {games} משחקים, %n בעיות בדפי הקובץ</numerusform>
        </translation>
    </message>
    <message>
        <source>The archive is damaged: {damaged} of {games} games, {pages} problem(s) in the file&apos;s pages</source>
        <translation type="vanished">הארכיון פגום: {damaged} מתוך {games} משחקים, {pages} בעיות בדפי הקובץ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="112"/>
        <source>events are missing from event {event} on</source>
        <translation>חסרים אירועים החל מאירוע {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="116"/>
        <source>event {event} differs from what was written</source>
        <translation>אירוע {event} שונה ממה שנכתב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="120"/>
        <source>the log holds {found} events, its row says {expected}</source>
        <translation>ביומן יש {found} אירועים, ושורת המשחק אומרת {expected}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="125"/>
        <source>its log cannot be read ({error})</source>
        <translation>לא ניתן לקרוא את היומן שלו ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="129"/>
        <source>its {found} events are there but its row in the list of games is missing</source>
        <translation>{found} האירועים שלו קיימים, אבל השורה שלו ברשימת המשחקים חסרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="134"/>
        <source>it does not replay ({problem})</source>
        <translation>השחזור לפי החוקים נכשל ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="138"/>
        <source>its row in the list of games says {column} {listed!r}, its events {replayed!r}</source>
        <translation>בשורה שלו ברשימת המשחקים כתוב {column} {listed!r}, ולפי הרשומות ביומן שלו {replayed!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="172"/>
        <source>{count} records: {imported} imported, {duplicate} already in the archive, {extended} extended, {failed} failed</source>
        <translation>רשומות: {count}; יובאו: {imported}, כבר בארכיון: {duplicate}, הושלמו: {extended}, נכשלו: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="193"/>
        <source>{file}: cannot be read as JSON ({error})</source>
        <translation>{file}: לא ניתן לקרוא את הקובץ כ-JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="203"/>
        <source>{file}: holds no game record</source>
        <translation>{file}: אין בקובץ רשומת משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="258"/>
        <source>{file} (game {position})</source>
        <translation>{file} (משחק {position})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="282"/>
        <source>the end time {moment!r} is not a date: the game&apos;s start is its end</source>
        <translation>שעת הסיום {moment!r} אינה תאריך: תחילת המשחק נחשבת לסופו</translation>
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
        <translation>{file}: רשומה פגומה ({problem})</translation>
    </message>
    <message>
        <source>{file}: malformed record ({kind}: {problem})</source>
        <translation type="vanished">{file}: רשומה פגומה ({kind}: {problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="177"/>
        <source>{done}; {forked} with another history kept beside the archive&apos;s</source>
        <translation>{done}; עם היסטוריה אחרת נשמרו לצד אלה שבארכיון: {forked}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="181"/>
        <source>{done}; {kept} kept as they are in the archive (the records differ)</source>
        <translation>{done}; {kept} נשמרו כפי שהם בארכיון (הרשומות שונות)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="246"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="327"/>
        <source>{source} game {id}</source>
        <translation>משחק {source} {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="250"/>
        <source>{game} is already in the archive (in the trash: restore it to see it)</source>
        <translation>{game} כבר נמצא בארכיון (באשפה: כדי לראות אותו, יש לשחזר אותו מהאשפה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="251"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="262"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="351"/>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="90"/>
        <source>{game} is already in the archive</source>
        <translation>{game} כבר נמצא בארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="268"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="368"/>
        <source>added {count} events to {game}</source>
        <translation>{game}: רשומות חדשות שנוספו: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="272"/>
        <source>{game} differs from the one in the archive ({how}); the archive&apos;s game was kept as it is</source>
        <translation>{game} שונה מהמשחק שבארכיון ({how}); המשחק שבארכיון נשמר כפי שהוא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="277"/>
        <source>{game} is already in the archive as {other} (the same start, seats, nicknames, roles and result): kept once; import with --keep-both to keep both</source>
        <translation>{game} כבר נמצא בארכיון כ-{other} (אותה התחלה, מקומות, כינויים, תפקידים ותוצאה): נשמר פעם אחת; כדי לשמור את שניהם, יש לייבא עם --keep-both</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="284"/>
        <source>replaces the earlier version of {game} ({id}), now in the trash</source>
        <translation>מחליף את הגרסה הקודמת של {game} ({id}), שהועברה לאשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="326"/>
        <source>a game played at this table ({id})</source>
        <translation>משחק ששוחק בשולחן זה ({id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="362"/>
        <source>{game} is in the trash, as it was there</source>
        <translation>{game} באשפה, כמו שהיה שם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="372"/>
        <source>{game} has another history here ({how}): both are kept, the incoming one as game {fork}</source>
        <translation>ל־{game} יש כאן היסטוריה אחרת ({how}): שתיהן נשמרו, זו שהגיעה כמשחק {fork}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="302"/>
        <source>the start time {moment!r} is not a date: the import time is used</source>
        <translation>שעת ההתחלה {moment!r} אינה תאריך: נעשה שימוש בשעת הייבוא</translation>
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
        <translation>משחק {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="57"/>
        <source>{path} has {links} names on this disk (hard links). SQLite cannot keep an archive safe under two names: two programs writing through them corrupt it. Copy the file to a new name and open the copy, or delete its other names; nothing was changed.</source>
        <translation>ל-{path} יש {links} שמות בדיסק הזה (hard links). SQLite אינו יכול לשמור על ארכיון בבטחה תחת שני שמות: שתי תוכנות שכותבות דרכם משחיתות אותו. יש להעתיק את הקובץ לשם חדש ולפתוח את העותק, או למחוק את השמות האחרים שלו; שום דבר לא שונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="107"/>
        <source>its disk is read-only</source>
        <translation>הדיסק שלו לקריאה בלבד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="109"/>
        <source>the file is read-only</source>
        <translation>הקובץ לקריאה בלבד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="111"/>
        <source>its folder {folder} is read-only</source>
        <translation>התיקייה שלו {folder} לקריאה בלבד</translation>
    </message>
    <message>
        <source>The record counts fouls without saying when: each player&apos;s fouls are given in his own last word, or at the end for those still at the table.</source>
        <translation type="vanished">הרשומה סופרת פאולים בלי לציין מתי ניתנו: הפאולים של כל שחקן נרשמים בצוואה שלו, או בסוף המשחק לשחקנים שנשארו ליד השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="576"/>
        <source>The record names no rules: the sport preset&apos;s are used.</source>
        <translation>הרשומה אינה מציינת חוקים: נעשה שימוש בחוקי הספורט.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="585"/>
        <source>The {option} rule (digit {digit}) is not played by this app: ignored.</source>
        <translation>החוק {option} (ספרה {digit}) אינו נתמך באפליקציה: הוא לא נלקח בחשבון.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="168"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="450"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="646"/>
        <source>day {day}, seat {seat}&apos;s speech</source>
        <translation>יום {day}, דקת הדיבור של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="169"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="455"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="647"/>
        <source>seat {seat}&apos;s nomination of seat {nominee}</source>
        <translation>ההעמדה להדחה של שחקן מס&apos;&#xa0;{nominee} על ידי שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s voting on day {day}: true/false comes last</source>
        <translation type="vanished">ההצבעות של שחקן מס&apos;&#xa0;{seat} ביום {day}: הערך true/false צריך להופיע אחרון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="187"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="310"/>
        <source>day {day}, the vote on all of them leaving</source>
        <translation>יום {day}, ההצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="188"/>
        <source>seat {seat}&apos;s yes</source>
        <translation>ההצבעה בעד של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="189"/>
        <source>seat {seat}&apos;s no</source>
        <translation>ההצבעה נגד של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="193"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="460"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="657"/>
        <source>day {day}, vote round {round}</source>
        <translation>יום {day}, סבב הצבעה {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="194"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="465"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="659"/>
        <source>seat {seat}&apos;s vote for seat {nominee}</source>
        <translation>הקול של שחקן מס&apos;&#xa0;{seat} לשחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="206"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="238"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="471"/>
        <source>night {night}, the mafia&apos;s shot</source>
        <translation>לילה {night}, ירי המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="207"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="239"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="476"/>
        <source>seat {seat}&apos;s shot at seat {target}</source>
        <translation>הירי של שחקן מס&apos;&#xa0;{seat} בשחקן מס&apos;&#xa0;{target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="214"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="516"/>
        <source>the check of seat {seat}</source>
        <translation>החקירה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="249"/>
        <source>seat {seat}&apos;s best move {guesses}</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="260"/>
        <source>night 0, the arrangement</source>
        <translation>לילה 0, התיאום הסטטי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="261"/>
        <source>the arrangement {seats}</source>
        <translation>התיאום הסטטי: {seats}</translation>
    </message>
    <message>
        <source>seat {seat}: unknown death type {kind!r}</source>
        <translation type="vanished">שחקן מס&apos;&#xa0;{seat}: סוג יציאה לא מוכר {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="320"/>
        <source>Seat {seat} left ({kind}) on the record&apos;s round {round} without a time: removed at the start of day {day}&apos;s discussion.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} עזב את השולחן ({kind}) בסבב {round} של הרשומה, בלי ציון זמן: הוא מורחק בתחילת הדיון של יום {day}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="325"/>
        <source>seat {seat}&apos;s {kind} does not say when</source>
        <translation>אצל שחקן מס&apos;&#xa0;{seat} ({kind}) לא מצוין מתי זה קרה</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s removal at {time!r}: placed at the end of day {day}&apos;s discussion.</source>
        <translation type="vanished">ההרחקה של שחקן מס&apos;&#xa0;{seat} בזמן {time!r}: נרשמה בסוף הדיון של יום {day}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="411"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="533"/>
        <source>seat {seat}&apos;s foul</source>
        <translation>הפאול של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="417"/>
        <source>seat {seat}&apos;s {kind}</source>
        <translation>{kind} של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="526"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they left, so the vote passed.</source>
        <translation>יום {day}: הרשומה אינה מציינת איך ענה כל שחקן בהצבעה על הדחת כל השחקנים בתיקו; לפי הרשומה הם הודחו, ולכן ההצבעה עברה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="530"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they stayed, so the vote failed.</source>
        <translation>יום {day}: הרשומה אינה מציינת איך ענה כל שחקן בהצבעה על הדחת כל השחקנים בתיקו; לפי הרשומה הם נשארו, ולכן ההצבעה לא עברה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="596"/>
        <source>{what} ({where}) could not be placed: the rules gave no such moment.</source>
        <translation>לא ניתן למקם את {what} ({where}): לפי החוקים לא היה במשחק רגע כזה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>killed</source>
        <translation>נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>voted out</source>
        <translation>הודח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>removed</source>
        <translation>הורחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>leaving</source>
        <translation>עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="627"/>
        <source>{what} on night {round}</source>
        <translation>{what} בלילה {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="629"/>
        <source>{what} on day {round}</source>
        <translation>{what} ביום {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="630"/>
        <source>{what} on {phase} {round}</source>
        <translation>{what} ({phase} {round})</translation>
    </message>
    <message>
        <source>The record stands at an unknown stage {stage!r}: {note}</source>
        <translation type="vanished">הרשומה נעצרה בשלב לא מוכר {stage!r}: {note}</translation>
    </message>
    <message>
        <source>The record has a result but stands at {stage!r}; it is read as finished.</source>
        <translation type="vanished">ברשומה יש תוצאה, אבל היא נעצרה בשלב {stage!r}; היא נקראת כמשחק שהסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="311"/>
        <source>seat {seat}&apos;s vote for all of them leaving</source>
        <translation>הקול של שחקן מס&apos;&#xa0;{seat} בעד הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <source>a check by role {role!r} (only 0, the don, and 3, the sheriff, check)</source>
        <translation type="vanished">חקירה של התפקיד {role!r} (רק 0, הדון, ו-3, השריף, חוקרים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="356"/>
        <source>seat {seat}&apos;s guesses {guesses}</source>
        <translation>הניחושים של שחקן מס&apos;&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <source>guess.mafs of seat(s) {seats} not recorded: only the first player killed at night makes a best move.</source>
        <translation type="vanished">guess.mafs של שחקנים מס&apos;&#xa0;{seats} לא נרשמו: רק הנרצח הראשון בלילה משאיר מהלך מנצח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="410"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="532"/>
        <source>seat {seat}&apos;s technical foul</source>
        <translation>הפאול הטכני של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="388"/>
        <source>seat {seat}&apos;s disqualification does not say when it happened</source>
        <translation>בפסילה של שחקן מס&apos;&#xa0;{seat} לא מצוין מתי היא קרתה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="384"/>
        <source>seat {seat}&apos;s disqualification</source>
        <translation>הפסילה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s disqualification at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">הפסילה של שחקן מס&apos;&#xa0;{seat} בשלב {stage!r} של יום {day} נרשמה בסוף הדיון של אותו יום: {note}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s foul at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">הפאול של שחקן מס&apos;&#xa0;{seat} בשלב {stage!r} של יום {day} נרשם בסוף הדיון של אותו יום: {note}</translation>
    </message>
    <message>
        <source>it names no day</source>
        <translation type="vanished">לא מצוין בו יום</translation>
    </message>
    <message>
        <source>the replay cannot tell which step it is</source>
        <translation type="vanished">השחזור לא יכול לקבוע באיזה שלב מדובר</translation>
    </message>
    <message>
        <source>day {day}, stage {stage!r}</source>
        <translation type="vanished">יום {day}, שלב {stage!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>vote round {round}</source>
        <translation>סבב הצבעה {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>the vote</source>
        <translation>ההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="137"/>
        <source>the end of the discussion</source>
        <translation>סוף הדיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="143"/>
        <source>night {number}, {what}</source>
        <translation>לילה {number}, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="144"/>
        <source>day {number}, {what}</source>
        <translation>יום {number}, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="558"/>
        <source>the replay does not come to an end</source>
        <translation>השחזור אינו מגיע לסוף המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="244"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="568"/>
        <source>the table</source>
        <translation>השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="569"/>
        <source>the labels</source>
        <translation>פרטי המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="570"/>
        <source>the deal</source>
        <translation>חלוקת התפקידים</translation>
    </message>
    <message>
        <source>{what} has no place in the game as the rules play it (the replay is at {point})</source>
        <translation type="vanished">{what}: אין לזה מקום במשחק לפי החוקים (השחזור נמצא בנקודה: {point})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="727"/>
        <source>The record stands at {stage}, a step the rules did not give; the replay stops at {point}.</source>
        <translation>הרשומה נעצרה בשלב שהחוקים לא הגיעו אליו ({stage}); השחזור נעצר בנקודה: {point}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="734"/>
        <source>the record ends here, but the rules do not end the game</source>
        <translation>הרשומה מסתיימת כאן, אבל לפי החוקים המשחק לא הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="736"/>
        <source>The record&apos;s data runs out at {point}, before {stage} where it says it stands.</source>
        <translation>הנתונים ברשומה נגמרים בנקודה: {point}, לפני השלב שבו לפי הרשומה היא נעצרה ({stage}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="760"/>
        <source>The record stops during {point}: {entries} not applied.</source>
        <translation>הרשומה נעצרת במהלך השלב: {point}; לא הוחלו: {entries}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="800"/>
        <source>this step cannot be replayed from a record</source>
        <translation>אי אפשר לשחזר את השלב הזה מתוך רשומה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="805"/>
        <source>{what}: one a night or a player, and {other} is recorded too</source>
        <translation>{what}: מותר אחד בכל לילה או לכל שחקן, וגם {other} רשום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="822"/>
        <source>{what}: seat {seat} shot twice</source>
        <translation>{what}: שחקן מס&apos;&#xa0;{seat} ירה פעמיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="846"/>
        <source>{what}: seat {seat} is not on the ballot (seats {seats})</source>
        <translation>{what}: שחקן מס&apos;&#xa0;{seat} אינו ברשימת המועמדים (מועמדים: {seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="857"/>
        <source>The rules end the game here (red wins), but the record does not say it is over.</source>
        <translation>לפי החוקים המשחק מסתיים כאן (האדומים מנצחים), אבל ברשומה לא מצוין שהוא הסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="859"/>
        <source>The rules end the game here (black wins), but the record does not say it is over.</source>
        <translation>לפי החוקים המשחק מסתיים כאן (השחורים מנצחים), אבל ברשומה לא מצוין שהוא הסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="861"/>
        <source>The rules end the game here (draw wins), but the record does not say it is over.</source>
        <translation>לפי החוקים המשחק מסתיים כאן בתיקו, אבל ברשומה לא מצוין שהוא הסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="878"/>
        <source>Seat {seat} has no nickname in the record: called {nickname!r}.</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} אין כינוי ברשומה: הוא נקרא {nickname!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="882"/>
        <source>Seat {seat}&apos;s nickname {nickname!r} is already taken: called {renamed!r}.</source>
        <translation>הכינוי {nickname!r} של שחקן מס&apos;&#xa0;{seat} כבר תפוס: הוא נקרא {renamed!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the red team won</source>
        <translation>קבוצת האדומים ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the black team won</source>
        <translation>קבוצת השחורים ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>the game was a draw</source>
        <translation>המשחק הסתיים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>nobody has won</source>
        <translation>אף קבוצה לא ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="401"/>
        <source>More special roles and mafia than seats</source>
        <translation>יש יותר תפקידים מיוחדים ומאפיונרים ממקומות ליד השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="76"/>
        <source>the file holds {size} bytes; a file of game records holds at most {limit}</source>
        <translation>בקובץ יש {size} בתים; קובץ של רשומות משחק מכיל לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="91"/>
        <source>the file holds more than {limit} bytes, the most a file of game records holds</source>
        <translation>בקובץ יש יותר מ-{limit} בתים, יותר ממה שקובץ של רשומות משחק מכיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="96"/>
        <source>the file is not UTF-8 text ({error})</source>
        <translation>הקובץ אינו טקסט UTF-8 ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="112"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="259"/>
        <source>the file nests more than {limit} levels deep</source>
        <translation>בקובץ יש יותר מ-{limit} רמות קינון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="114"/>
        <source>the file is not JSON ({error})</source>
        <translation>הקובץ אינו JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="131"/>
        <source>the file holds half a character (an escape from \ud800 to \udfff without its other half): no text of a record can hold it</source>
        <translation>בקובץ יש חצי תו (escape בטווח \ud800 עד \udfff בלי החצי השני שלו): אף טקסט ברשומה לא יכול להכיל אותו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="141"/>
        <source>the file holds a number of {count} digits; a game record&apos;s numbers have at most {limit}</source>
        <translation>בקובץ יש מספר בן {count} ספרות; במספרים של רשומת משחק יש לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="152"/>
        <source>the file holds the number {number}, beyond the {limit} of any game record</source>
        <translation>בקובץ יש המספר {number}, מעבר לגבול {limit} של כל רשומת משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="158"/>
        <source>the file holds {name}, which is not a number a game record can hold</source>
        <translation>בקובץ יש {name}, שאינו מספר שרשומת משחק יכולה להכיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="274"/>
        <source>the file holds a text of {length} characters; a game record&apos;s texts have at most {limit}</source>
        <translation>בקובץ יש טקסט בן {length} תווים; בטקסטים של רשומת משחק יש לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="284"/>
        <source>{what} is {value}, not a whole number</source>
        <translation>{what}: {value} אינו מספר שלם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="286"/>
        <source>{what} is {value}, outside {low} to {high}</source>
        <translation>{what}: {value} מחוץ לטווח {low} עד {high}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="294"/>
        <source>{what} is {value}, not a seat number</source>
        <translation>{what}: {value} אינו מספר של שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="296"/>
        <source>{what} names seat {value}, at a table of {size}</source>
        <translation>{what}: שחקן מס&apos;&#xa0;{value} בשולחן של {size} שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="309"/>
        <source>{what} is {value}, not a list</source>
        <translation>{what}: {value} אינו רשימה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="311"/>
        <source>{what} holds {count} entries; a game has at most {limit}</source>
        <translation>{what}: {count} רשומות; במשחק יש לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="321"/>
        <source>{what} is {value}, not an object</source>
        <translation>{what}: {value} אינו אובייקט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="332"/>
        <source>{what} is {value}, not a text</source>
        <translation>{what}: {value} אינו טקסט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="334"/>
        <source>{what} has {length} characters; at most {limit}</source>
        <translation>{what}: {length} תווים; מותר לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="337"/>
        <source>{what} holds a control character (a new line, a NUL…): {value}</source>
        <translation>{what}: תו בקרה (שורה חדשה, NUL…): {value}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="348"/>
        <source>the record&apos;s id is empty</source>
        <translation>המזהה של הרשומה ריק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="362"/>
        <source>seat {seat}&apos;s nickname is empty</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat} ריק</translation>
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
        <translation>ברשומה אין שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="99"/>
        <source>unknown winner {winner}</source>
        <translation>מנצח לא ידוע {winner}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="149"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="254"/>
        <source>seat {seat} has an unknown role {role}</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} יש תפקיד לא ידוע {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="183"/>
        <source>{what}: true/false comes last</source>
        <translation>{what}: true/false בא אחרון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="284"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="293"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="79"/>
        <source>seat {seat}: unknown death type {kind}</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: סוג עזיבה לא ידוע {kind}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="457"/>
        <source>seat {seat}&apos;s bonus {bonus} is neither points nor a title ({titles})</source>
        <translation>הבונוס של שחקן מס&apos;&#xa0;{seat} {bonus} אינו נקודות ואינו תואר ({titles})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="39"/>
        <source>{what} names no round</source>
        <translation>{what}: לא מצוין סבב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="43"/>
        <source>{what}&apos;s time is {value}, not the name of a moment of the game</source>
        <translation>{what}: הזמן הוא {value}, ולא שם של רגע במשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="52"/>
        <source>{what}: no shot on night 0</source>
        <translation>{what}: אין ירי בלילה 0</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="66"/>
        <source>{what}: a speech with no speaker</source>
        <translation>{what}: דקת דיבור בלי דובר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="78"/>
        <source>{what}: unknown time {time}</source>
        <translation>{what}: זמן לא ידוע {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="83"/>
        <source>{what}: {stage} is not a stage the Polemica service defines</source>
        <translation>{what}: {stage} אינו שלב שהשירות Polemica מגדיר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="101"/>
        <source>{what} is {stage} on day 0, before the first day</source>
        <translation>{what}: {stage} ביום 0, לפני היום הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="104"/>
        <source>{what} is a speech of no player</source>
        <translation>{what}: דקת דיבור של אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="178"/>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version})</source>
        <translation>{game}: אפשר לקרוא רק רשומות Polemica בגרסה 4 (זו היא {version})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="216"/>
        <source>the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation>מספרי המקומות של השחקנים הם {positions}, ולא 1 עד {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="222"/>
        <source>unknown result {result}</source>
        <translation>תוצאה לא ידועה {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="261"/>
        <source>{game}: unknown first-day rule zeroVoting={rule}</source>
        <translation>{game}: חוק לא ידוע ליום הראשון zeroVoting={rule}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="265"/>
        <source>config.lift3From9 is {value}, not true or false</source>
        <translation>config.lift3From9 הוא {value}, לא true ולא false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="306"/>
        <source>day {day}&apos;s remove-all ballot: seat {seat} answered {answer}, not 1 (for) or 0 (against)</source>
        <translation>ההצבעה על הדחת כל השחקנים בתיקו, יום {day}: שחקן מס&apos;&#xa0;{seat} ענה {answer}, ולא 1 (בעד) או 0 (נגד)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="335"/>
        <source>a check by role {role} (only 0, the don, and 3, the sheriff, check)</source>
        <translation>חקירה של תפקיד {role} (חוקרים רק 0, הדון, ו-3, השריף)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="417"/>
        <source>{what}: seat {seat} answered {answer}, not true or false</source>
        <translation>{what}: שחקן מס&apos;&#xa0;{seat} ענה {answer}, ולא true או false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="49"/>
        <source>{game}: the Polemica format has no draw</source>
        <translation>{game}: בפורמט Polemica אין תוצאת תיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="52"/>
        <source>{game}: the Polemica format has no {role}</source>
        <translation>{game}: בפורמט Polemica אין תפקיד {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="117"/>
        <source>{game}: the Polemica format cannot record these rules: {options}; under the service&apos;s rules this game would play differently</source>
        <translation>{game}: פורמט Polemica אינו יכול לתעד את החוקים האלה: {options}; לפי החוקים של השירות המשחק הזה היה מתנהל אחרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="36"/>
        <source>Seat {seat}, the only nominee, has left the table: no vote today.</source>
        <translation>שחקן מס&apos;&#xa0;{seat}, המועמד היחיד, עזב את השולחן: היום אין הצבעה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="495"/>
        <source>Seat {seat} is one of the mafia: the mafia&apos;s victim is one of the honest players</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הוא מהמאפיה: קורבן המאפיה הוא אחד מהאזרחים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="241"/>
        <source>{file}: refused: {problem}</source>
        <translation>{file}: נדחה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="200"/>
        <source>{file}: refused: the file holds {count} games; a file of game records holds at most {limit}</source>
        <translation>{file}: נדחה: בקובץ יש {count} משחקים; קובץ של רשומות משחק מכיל לכל היותר {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="345"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="346"/>
        <source>the record&apos;s id</source>
        <translation>המזהה של הרשומה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="360"/>
        <source>seat {seat}&apos;s nickname</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="74"/>
        <source>The record does not say who left when (no &apos;d&apos; in its features): the departures are the rules&apos; alone.</source>
        <translation>הרשומה אינה אומרת מי עזב את השולחן ומתי (אין &apos;d&apos; ב-features שלה): העזיבות נקבעות לפי החוקים בלבד.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="90"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="58"/>
        <source>player {index}</source>
        <translation>שחקן {index}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="128"/>
        <source>The record counts the fouls of seats {seats} without saying when: each is given in the player&apos;s own last word, at his removal, or at the end.</source>
        <translation>הרשומה סופרת את הפאולים של השחקנים מס&apos;&#xa0;{seats} בלי לומר מתי: כל אחד ניתן בצוואה של השחקן, בהרחקה שלו או בסוף המשחק.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the don&apos;s checks</source>
        <translation>החקירות של הדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the sheriff&apos;s checks</source>
        <translation>החקירות של השריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="133"/>
        <source>The record does not keep {what} (no &apos;{letter}&apos; in its features): each night is replayed without one.</source>
        <translation>הרשומה אינה שומרת את {what} (אין &apos;{letter}&apos; ב-features שלה): כל לילה משוחזר בלעדיהן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="140"/>
        <source>the moderator&apos;s name</source>
        <translation>שם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="154"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="367"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="397"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="368"/>
        <source>seat {seat}&apos;s {key}</source>
        <translation>{key} של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="165"/>
        <source>seat {seat}&apos;s nomination on day {day}</source>
        <translation>ההעמדה להדחה של שחקן מס&apos;&#xa0;{seat} ביום {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="179"/>
        <source>seat {seat}&apos;s voting on day {day}</source>
        <translation>ההצבעה של שחקן מס&apos;&#xa0;{seat} ביום {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="203"/>
        <source>seat {seat}&apos;s shot on night {night}</source>
        <translation>הירי של שחקן מס&apos;&#xa0;{seat} בלילה {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="211"/>
        <source>the night seat {seat} was checked</source>
        <translation>הלילה שבו נחקר שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="279"/>
        <source>seat {seat}&apos;s death</source>
        <translation>העזיבה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="312"/>
        <source>seat {seat}&apos;s death.time</source>
        <translation>death.time של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="327"/>
        <source>Seat {seat} was removed with his team&apos;s defeat (teamKickOut): this app plays it as a removal, and the rules decide the winner.</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן עם הפסד הקבוצה שלו (teamKickOut): האפליקציה משחקת את זה כהרחקה, והחוקים קובעים את המנצח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="441"/>
        <source>seat {seat}&apos;s bonus</source>
        <translation>הבונוס של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="451"/>
        <source>seat {seat}&apos;s bonus of {points}</source>
        <translation>הבונוס של שחקן מס&apos;&#xa0;{seat}: {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="454"/>
        <source>Seat {seat}&apos;s bonus {title!r} is a title, not points: not kept.</source>
        <translation>הבונוס של שחקן מס&apos;&#xa0;{seat} {title!r} הוא תואר, לא נקודות: לא נשמר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="487"/>
        <source>Day {day}: the record keeps no nominations (no &apos;n&apos; in its features): the seats voted for are put to the vote.</source>
        <translation>יום {day}: הרשומה אינה שומרת העמדות להדחה (אין &apos;n&apos; ב-features שלה): השחקנים שהצביעו עליהם מועמדים להצבעה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="491"/>
        <source>Day {day}: the record keeps neither nominations nor votes (no &apos;n&apos;, no &apos;v&apos; in its features): the seats its deaths say were voted out are put to the vote.</source>
        <translation>יום {day}: הרשומה אינה שומרת לא העמדות ולא קולות (אין &apos;n&apos; ואין &apos;v&apos; ב-features שלה): מועמדים להצבעה השחקנים שלפי הרשומה הודחו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="514"/>
        <source>Day {day}, vote round {round}: the record keeps no votes (no &apos;v&apos; in its features): hands are made up to give the outcome its deaths state.</source>
        <translation>יום {day}, סבב הצבעה {round}: הרשומה אינה שומרת קולות (אין &apos;v&apos; ב-features שלה): הקולות נבחרו כך שתתקבל התוצאה שהרשומה מציינת.</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they left, so the vote passed.</source>
        <translation type="vanished">יום {day}: הרשומה אינה שומרת את תוצאת ההצבעה על הדחת כל השחקנים בתיקו (אין &apos;k&apos; ב-features שלה); לפי הרשומה הם הודחו, ולכן ההצבעה עברה.</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they stayed, so the vote failed.</source>
        <translation type="vanished">יום {day}: הרשומה אינה שומרת את תוצאת ההצבעה על הדחת כל השחקנים בתיקו (אין &apos;k&apos; ב-features שלה); לפי הרשומה הם נשארו, ולכן ההצבעה לא עברה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="542"/>
        <source>Night {night}: the record keeps no shots (no &apos;h&apos; in its features); its deaths give the night&apos;s outcome.</source>
        <translation>לילה {night}: הרשומה אינה שומרת ירי (אין &apos;h&apos; ב-features שלה); תוצאת הלילה נלקחת מהעזיבות שבה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="91"/>
        <source>day 1&apos;s nominations, which had no vote, are left out.</source>
        <translation>ההעמדות להדחה של יום 1, שלא הייתה אחריהן הצבעה, הושמטו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="92"/>
        <source>a best move after a later night than the first is left out.</source>
        <translation>מהלך מנצח שבא אחרי לילה מאוחר מהלילה הראשון הושמט.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="76"/>
        <source>the record&apos;s stage</source>
        <translation>השלב של הרשומה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="89"/>
        <source>{what}&apos;s day</source>
        <translation>{what}: היום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="91"/>
        <source>{what}&apos;s player</source>
        <translation>{what}: השחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="93"/>
        <source>{what}&apos;s vote round</source>
        <translation>{what}: סבב ההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="204"/>
        <source>a player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="213"/>
        <source>player {index}&apos;s position</source>
        <translation>המקום של שחקן {index}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="237"/>
        <source>The record has a result but stands at {stage}; it is read as finished.</source>
        <translation>ברשומה יש תוצאה, אבל היא עומדת בשלב: {stage}; היא נקראת כמשחק שהסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="245"/>
        <source>the game number</source>
        <translation>מספר המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="246"/>
        <source>the referee&apos;s name</source>
        <translation>שם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="281"/>
        <source>a vote</source>
        <translation>קול</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="520"/>
        <source>a vote of day {day}</source>
        <translation>קול ביום {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="312"/>
        <source>seat {seat}&apos;s vote against all of them leaving</source>
        <translation>הקול של שחקן מס&apos;&#xa0;{seat} נגד הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="320"/>
        <source>a shot</source>
        <translation>ירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="524"/>
        <source>a shot of night {night}</source>
        <translation>ירי בלילה {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="329"/>
        <source>a check</source>
        <translation>חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="528"/>
        <source>a check of night {night}</source>
        <translation>חקירה בלילה {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="350"/>
        <source>seat {seat}&apos;s guess</source>
        <translation>הניחוש של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="398"/>
        <source>seat {seat}&apos;s penalties</source>
        <translation>ההצבעות על עונש של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="408"/>
        <source>seat {seat}&apos;s penalty vote</source>
        <translation>ההצבעה על עונש של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="429"/>
        <source>seat {seat}&apos;s removal by the table&apos;s vote</source>
        <translation>ההרחקה של שחקן מס&apos;&#xa0;{seat} בהצבעת השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="431"/>
        <source>Seat {seat}&apos;s penalty {kind!r} ({moment}), voted by the table, is not a foul or a removal: not recorded.</source>
        <translation>העונש של שחקן מס&apos;&#xa0;{seat} {kind!r} ({moment}), שהשולחן הצביע בעדו, אינו פאול ואינו הרחקה: לא נרשם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="544"/>
        <source>the best move the record gives seat {seat}, the first player killed at night, is left out: the rules give none in this game.</source>
        <translation>המהלך המנצח שהרשומה מייחסת לשחקן מס&apos;&#xa0;{seat}, הנרצח הראשון בלילה, לא נרשם: לפי החוקים אין מהלך מנצח במשחק הזה.</translation>
    </message>
    <message>
        <source>the best move the record gives seat(s) {seats} is left out: only the first player killed at night makes one.</source>
        <translation type="vanished">המהלך המנצח שהרשומה מייחסת לשחקנים מס&apos;&#xa0;{seats} לא נרשם: רק הנרצח הראשון בלילה משאיר מהלך מנצח.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="86"/>
        <source>The Polemica format cannot record these rules: {options}; the game plays the same without them.</source>
        <translation>פורמט Polemica אינו יכול לתעד את החוקים האלה: {options}; גם בלעדיהם המשחק מתנהל אותו דבר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="129"/>
        <source>the start of night {number}</source>
        <translation>תחילת לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="130"/>
        <source>the start of day {number}</source>
        <translation>תחילת יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="132"/>
        <source>right after {moment}</source>
        <translation>מיד אחרי: {moment}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="687"/>
        <source>{what} has no place in the game as the rules play it: by them the game is over before it ({result})</source>
        <translation>ל-{what} אין מקום במשחק לפי החוקים: לפיהם המשחק הסתיים לפני כן ({result})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="690"/>
        <source>{what} has no place in the game as the rules play it (the game is at {point}, which expects {expects})</source>
        <translation>ל-{what} אין מקום במשחק לפי החוקים (המשחק נמצא בשלב: {point}, ושם מצופה: {expects})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="677"/>
        <source>{what} cannot happen: the game is at {point}, past the record&apos;s last {last}, and that step expects {expects}</source>
        <translation>{what} כבר לא יכול לקרות: המשחק נמצא בשלב: {point}, אחרי הפרק האחרון ברשומה ({last}), ושם מצופה: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="682"/>
        <source>the record ends with {last}, but the rules do not end the game: this step expects {expects}</source>
        <translation>הרשומה מסתיימת ב{last}, אבל לפי החוקים המשחק לא הסתיים: בשלב הזה מצופה: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="699"/>
        <source>the shots of the black players at the table (seats {seats})</source>
        <translation>הירי של השחקנים השחורים בשולחן (מס&apos;&#xa0;{seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="702"/>
        <source>the hands raised for seat {seat} in vote round {round}</source>
        <translation>הקולות לשחקן מס&apos;&#xa0;{seat} בסבב הצבעה {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="705"/>
        <source>the votes on all of them leaving</source>
        <translation>הקולות בהצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="710"/>
        <source>the end of {step}</source>
        <translation>הסוף של: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="711"/>
        <source>{step}: a seat, or none</source>
        <translation>{step}: מספר של שחקן, או אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>night {number}</source>
        <translation>לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>day {number}</source>
        <translation>יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>table {number}</source>
        <translation>שולחן {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>head judge</source>
        <translation>השופט הראשי</translation>
    </message>
    <message>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their hashes.</source>
        <translation type="vanished">תנו לכל שולחן את הכתובת שלו (הגדרות ← אולם הטורניר), ולשופט הראשי את שלו. הסיסמאות מוצגות רק עכשיו: השרת שומר רק את הגיבוב שלהן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="86"/>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their SCRAM verifiers.</source>
        <translation>יש לתת לכל שולחן את הכתובת שלו (הגדרות ← אולם הטורניר), ולשופט הראשי את שלו. הסיסמאות מוצגות רק עכשיו: השרת שומר רק את מאמתי ה-SCRAM שלהן.</translation>
    </message>
    <message>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (systemctl reload postgresql, or pg_ctlcluster 15 main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation type="vanished">הוסיפו את השורות האלה בראש הקובץ pg_hba.conf של השרת, מעל שורות host ו-local שלו (השורה הראשונה שמתאימה קובעת), ואז טענו מחדש את השרת (systemctl reload postgresql, או pg_ctlcluster 15 main reload): כך הכניסות של האולם מגיעות רק למסד הנתונים הזה (דרך TLS, היכן שיש לשרת).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="89"/>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (on Debian: pg_ctlcluster {version} main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation>הוסיפו את השורות האלה בראש הקובץ pg_hba.conf של השרת, מעל שורות host ו-local שלו (השורה הראשונה שמתאימה קובעת), ואז טענו מחדש את השרת (ב-Debian: pg_ctlcluster {version} main reload): כך הכניסות של האולם מגיעות רק למסד הנתונים הזה (דרך TLS, היכן שיש לשרת).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="107"/>
        <source>The old password no longer logs in, and the login&apos;s sessions were ended: give the new URL to its laptop (Settings → Tournament hall).</source>
        <translation>הסיסמה הישנה כבר אינה מכניסה, וההתחברויות של הכניסה הזו נסגרו: תנו את ה-URL החדש למחשב הנייד שלה (הגדרות → אולם הטורניר).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="125"/>
        <source>pushed {events} events of {games} games; {left} waiting</source>
        <translation>נשלחו {events} אירועים של {games} משחקים; ממתינים: {left}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="141"/>
        <source>game {game}: {here} events here, {there} in the hall</source>
        <translation>משחק {game}: {here} אירועים כאן, {there} באולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="146"/>
        <source>refused {at:%Y-%m-%d %H:%M}: {reason}</source>
        <translation>סירוב {at:%Y-%m-%d %H:%M}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="148"/>
        <source>{left} events waiting, {refused} refusals</source>
        <translation>ממתינים: {left} אירועים; סירובים: {refused}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="163"/>
        <source>Games of the hall: {done} of {total}</source>
        <translation>משחקי האולם: {done} מתוך {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="193"/>
        <source>no hall&apos;s URL given, and none is saved in Settings → Tournament hall</source>
        <translation>לא ניתנה כתובת של אולם, ואין כתובת שמורה בהגדרות ← אולם הטורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="217"/>
        <source>a password on the command line is seen by every user of this laptop: leave it out of the URL (it is then taken from Settings → Tournament hall, PGPASSWORD or ~/.pgpass, or asked for)</source>
        <translation>סיסמה בשורת הפקודה גלויה לכל משתמש במחשב הזה: יש להשמיט אותה מהכתובת (אז היא נלקחת מהגדרות ← אולם הטורניר, מ-PGPASSWORD או מ-~/.pgpass, או שתתבקש הקלדה שלה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="231"/>
        <source>there is no archive at {path}</source>
        <translation>אין ארכיון ב-{path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="147"/>
        <source>the hall&apos;s worker stopped for a moment: {problem}</source>
        <translation>השליחה לאולם נעצרה לרגע: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="173"/>
        <source>the hall at {url} is reached without TLS: what this table sends can be read on the way</source>
        <translation>החיבור לאולם ב-{url} הוא ללא TLS: את מה שהשולחן הזה שולח אפשר לקרוא בדרך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="236"/>
        <source>event {seq} is no event: {problem}</source>
        <translation>אירוע {seq} אינו אירוע תקין: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="386"/>
        <source>this table&apos;s game begun {at:%H:%M:%S} is of round {round} too</source>
        <translation>גם המשחק של השולחן הזה שהתחיל ב-{at:%H:%M:%S} שייך לסבב {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="381"/>
        <source>played at the same time as this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>שוחק במקביל למשחק של השולחן הזה שהתחיל ב-{at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="314"/>
        <source>it holds {bytes} bytes, more than any event of a real game ({most} at most are read)</source>
        <translation>יש בו {bytes} בתים, יותר מכל אירוע של משחק אמיתי (נקראים לכל היותר {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="320"/>
        <source>the game holds {count} events, more than a real game (at most {most} are replayed)</source>
        <translation>במשחק יש {count} אירועים, יותר ממשחק אמיתי (משוחזרים לכל היותר {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="378"/>
        <source>begun again: replaced by this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>התחיל מחדש: הוחלף במשחק של השולחן הזה שהתחיל ב-{at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="390"/>
        <source>begun before this table&apos;s round {round} was over</source>
        <translation>התחיל לפני שסבב {round} של השולחן הזה הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="427"/>
        <source>seat {seat} is {nickname}: it holds characters that do not show</source>
        <translation>מושב {seat} הוא {nickname}: יש בכינוי תווים שאינם נראים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="431"/>
        <source>the hall handed no seats for round {round} at this table</source>
        <translation>האולם לא העביר סדר ישיבה לסבב {round} בשולחן הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="437"/>
        <source>not as seated: seat {seat} is {nickname}, the hall seated {handed} ({count} seats differ)</source>
        <translation>לא לפי סדר הישיבה: במקום {seat} יושב {nickname}, והאולם הושיב שם את {handed} (מקומות שונים: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="450"/>
        <source>seats {first} and {second} hold one nickname: it cannot count</source>
        <translation>למושבים {first} ו-{second} אותו כינוי: אי אפשר לספור את המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="469"/>
        <source>its payload is not an object</source>
        <translation>התוכן שלו אינו אובייקט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="479"/>
        <source>{points:+g} points to seat {seat}</source>
        <translation>{points:+g} נקודות למושב {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="481"/>
        <source>a foul to seat {seat}</source>
        <translation>פאול למושב {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="482"/>
        <source>an event {type}</source>
        <translation>אירוע {type}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="515"/>
        <source>event {seq} does not replay: {problem}</source>
        <translation>אירוע {seq} אינו מתנגן מחדש: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="534"/>
        <source>its {count} events arrived within {took:.2f} s; {speeches} speeches and {votes} votes take at least {least:.0f} s</source>
        <translation>כל {count} האירועים שלו הגיעו תוך {took:.2f} ש׳; {speeches} נאומים ו-{votes} הצבעות אורכים לפחות {least:.0f} ש׳</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="538"/>
        <source>changed after its end: {change} (events after the end: {count})</source>
        <translation>שונה אחרי סיומו: {change} (אירועים אחרי הסיום: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="152"/>
        <source>{count} games played here before the hall was set up stay here (the latest begun {at} UTC by this laptop&apos;s clock)</source>
        <translation>משחקים ששוחקו כאן לפני הקמת האולם נשארים כאן: {count} (האחרון שבהם התחיל ב-{at} UTC לפי השעון של המחשב הזה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="155"/>
        <source>{count} imported records stay here: the hall takes only the games played at this table</source>
        <translation>רשומות מיובאות נשארות כאן: {count}; האולם מקבל רק את המשחקים ששוחקו בשולחן הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="164"/>
        <source>the clock the table last said is not a time ({offset})</source>
        <translation>השעון שהשולחן דיווח לאחרונה אינו זמן ({offset})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="172"/>
        <source>this laptop&apos;s clock is {how} behind the hall&apos;s (the hall keeps its own time)</source>
        <translation>השעון של המחשב הזה מאחר ב-{how} לעומת השעון של האולם (האולם שומר על הזמן שלו)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="173"/>
        <source>this laptop&apos;s clock is {how} ahead of the hall&apos;s (the hall keeps its own time)</source>
        <translation>השעון של המחשב הזה מקדים ב-{how} לעומת השעון של האולם (האולם שומר על הזמן שלו)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="204"/>
        <source>the hall has {hall} events of game {game}, this archive {here}: the hall&apos;s were kept</source>
        <translation>באולם יש {hall} אירועים של משחק {game}, בארכיון הזה {here}: אלה של האולם נשמרו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="209"/>
        <source>game {game} in the hall differs from this archive&apos;s at event {seq}: the hall&apos;s was kept</source>
        <translation>משחק {game} באולם שונה מזה שבארכיון באירוע {seq}: הגרסה של האולם נשמרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="242"/>
        <source>game {game} was refused: {problem}</source>
        <translation>משחק {game} נדחה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="98"/>
        <source>{url} is not a hall&apos;s address (postgresql://role@host:port/database)</source>
        <translation>{url} אינה כתובת של אולם (postgresql://role@host:port/database)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="167"/>
        <source>the hall at {url} needs the password of {role}: type it in Settings → Tournament hall</source>
        <translation>האולם ב-{url} צריך את הסיסמה של {role}: הקלידו אותה בהגדרות ← אולם הטורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="140"/>
        <source>the hall at {url} is of version {version}, this app&apos;s halls of version {ours}: the organiser sets up a new hall with this app (or every laptop uses the app of the hall&apos;s version)</source>
        <translation>האולם ב-{url} הוא בגרסה {version}, והאולמות של האפליקציה הזאת בגרסה {ours}: המארגן מקים אולם חדש בעזרת האפליקציה הזאת (או שבכל המחשבים משתמשים באפליקציה בגרסה של האולם)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="170"/>
        <source>the hall at {url} refused the password of {role}</source>
        <translation>האולם ב-{url} דחה את הסיסמה של {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="174"/>
        <source>the hall at {url} takes only encrypted connections: put sslmode=verify-full (or require) in its URL, as the organiser&apos;s setup printed it</source>
        <translation>האולם ב-{url} מקבל רק חיבורים מוצפנים: יש להוסיף לכתובת שלו sslmode=verify-full (או require), כפי שההקמה של המארגן הדפיסה אותה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="179"/>
        <source>cannot reach the hall at {url}: this laptop has no copy of the server&apos;s certificate to check the server with: put the one the organiser gives (the server&apos;s hall.crt) at {path}</source>
        <translation>אין חיבור לאולם ב-{url}: במחשב הנייד הזה אין עותק של האישור (certificate) של השרת כדי לבדוק את השרת: שימו את זה שנותן המארגן (hall.crt של השרת) ב-{path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="182"/>
        <source>cannot reach the hall at {url}: this laptop did not accept the server&apos;s certificate. Most often the laptop&apos;s clock is behind (a certificate is valid only from the moment it was made): set the clock right and try again. Else the certificate is not the one the organiser gave (~/.postgresql/root.crt)</source>
        <translation>אין חיבור לאולם ב-{url}: המחשב הנייד הזה לא קיבל את האישור (certificate) של השרת. לרוב השעון של המחשב מפגר (אישור תקף רק מהרגע שבו נוצר): כוונו את השעון ונסו שוב. אחרת, האישור אינו זה שנתן המארגן (~/.postgresql/root.crt)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="187"/>
        <source>the server at {url} does not let {role} into this database: a hall&apos;s login reaches only its hall&apos;s database</source>
        <translation>השרת ב-{url} אינו מכניס את {role} למסד הנתונים הזה: כניסה של אולם מגיעה רק למסד הנתונים של האולם שלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="191"/>
        <source>the hall at {url} does not know the role {role}</source>
        <translation>האולם ב-{url} אינו מכיר את התפקיד {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="193"/>
        <source>the hall&apos;s database at {url} does not exist</source>
        <translation>מסד הנתונים של האולם ב-{url} אינו קיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="195"/>
        <source>the hall at {url} does not allow {role} this: {problem}</source>
        <translation>האולם ב-{url} אינו מתיר זאת ל-{role}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="198"/>
        <source>{url} holds no hall: the organiser runs &apos;mafia-desktop hall setup&apos; first</source>
        <translation>ב-{url} אין אולם: המארגן מריץ קודם &apos;mafia-desktop hall setup&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="200"/>
        <source>the hall at {url} lets {role} hold only a few connections at once, and they are all in use: close this login&apos;s other windows or commands</source>
        <translation>האולם ב-{url} מתיר ל-{role} רק מעט חיבורים בו-זמנית, וכולם תפוסים: יש לסגור את שאר החלונות או הפקודות של הכניסה הזאת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="205"/>
        <source>cannot reach the hall at {url} ({problem})</source>
        <translation>אין קשר עם האולם ב-{url} ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="203"/>
        <location filename="../../mafia_desktop/hall/connection.py" line="206"/>
        <source>the hall at {url} refused: {problem}</source>
        <translation>האולם ב-{url} סירב: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="51"/>
        <source>a hall has 1 to {limit} tables, not {count}</source>
        <translation>באולם יש בין 1 ל-{limit} שולחנות, לא {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="101"/>
        <source>The setup ran as {role}, not a superuser: the advisory-lock, large-object and notification functions, plpgsql and temp_file_limit could not be withheld from the hall&apos;s logins, and {role}, a member of the hall&apos;s roles, is matched by the pg_hba.conf lines printed: keep a line of its own above them.</source>
        <translation>ההתקנה רצה בתור {role}, שאינו משתמש-על: לא ניתן היה לשלול מהכניסות של האולם את פונקציות הנעילות המייעצות, האובייקטים הגדולים וההודעות, את plpgsql ואת temp_file_limit, ו-{role}, חבר בתפקידי האולם, נתפס בשורות pg_hba.conf שהודפסו: השאירו לו שורה משלו מעליהן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="106"/>
        <source>The hall&apos;s roles ({role}) cannot be named in pg_hba.conf: their name, the database&apos;s, holds a space, a comma, a quote or a #. To keep the hall&apos;s logins to its database, set it up in a database whose name has none.</source>
        <translation>אי אפשר לנקוב בשם תפקידי האולם ({role}) ב-pg_hba.conf: שמם, שם מסד הנתונים, מכיל רווח, פסיק, מירכאה או #. כדי שהכניסות של האולם יגיעו רק למסד הנתונים שלו, התקינו אותו במסד נתונים ששמו בלעדיהם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="153"/>
        <source>the server at {url} needs the password of {role}: run the setup at a terminal (it asks), or set PGPASSWORD. Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos; (or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>השרת ב-{url} צריך את הסיסמה של {role}: הריצו את ההתקנה במסוף (היא תשאל), או הגדירו PGPASSWORD. ל-postgres של Debian אין סיסמה עד שנותנים לו: sudo -u postgres psql -c &apos;\password&apos; (או su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="160"/>
        <source>the server at {url} refused the password of {role} (Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos;, or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>השרת ב-{url} דחה את הסיסמה של {role} (ל-postgres של Debian אין סיסמה עד שנותנים לו: sudo -u postgres psql -c &apos;\password&apos;, או su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="168"/>
        <source>The server at {url} has no TLS: what the tables send is not encrypted. The README&apos;s organiser steps give the server a certificate (hostssl, scram-sha-256).</source>
        <translation>בשרת ב-{url} אין TLS: מה שהשולחנות שולחים אינו מוצפן. השלבים למארגן ב-README מתקינים בשרת תעודה (hostssl, scram-sha-256).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="171"/>
        <source>The URLs ask for TLS (sslmode=require) but do not check the server&apos;s certificate, for this laptop did not: copy the server&apos;s root certificate to each laptop as ~/.postgresql/root.crt and run the setup with sslmode=verify-full in its URL, which the tables&apos; URLs then carry.</source>
        <translation>הכתובות דורשות TLS (sslmode=require) אבל אינן בודקות את התעודה של השרת, כי גם המחשב הזה לא בדק אותה: יש להעתיק את תעודת הבסיס של השרת לכל מחשב בתור ~/.postgresql/root.crt ולהריץ את ההקמה עם sslmode=verify-full בכתובת שלה, ואז גם הכתובות של השולחנות יכללו אותו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="182"/>
        <source>the database at {url} is not empty ({count} tables): a hall is set up in an empty database of its own, so nothing in it is overwritten</source>
        <translation>מסד הנתונים ב-{url} אינו ריק ({count} טבלאות): אולם מוקם במסד נתונים ריק משלו, כדי ששום דבר בו לא יידרס</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="190"/>
        <source>the server at {url} has roles named {roles} already: set up the hall in a database of another name</source>
        <translation>בשרת ב-{url} כבר יש תפקידים בשם {roles}: הקימו את האולם במסד נתונים בשם אחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="239"/>
        <source>the hall at {url} has no table {number}</source>
        <translation>באולם ב-{url} אין שולחן {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the town won</source>
        <translation>העיירה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the mafia won</source>
        <translation>המאפיה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="13"/>
        <source>a draw</source>
        <translation>המשחק הסתיים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="17"/>
        <source>unfinished</source>
        <translation>לא הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="24"/>
        <source>seat {seat} is {ours!r} in the archive, {theirs!r} in the record</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {ours!r} בארכיון, {theirs!r} ברשומה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="29"/>
        <source>the archive&apos;s game: {ours}; the record: {theirs}</source>
        <translation>המשחק שבארכיון: {ours}; הרשומה: {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="37"/>
        <source>the game&apos;s rules differ</source>
        <translation>חוקי המשחק שונים</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/importing/differences.py" line="43"/>
        <source>the record ends at {moment}, where the archive&apos;s game goes on (%n event(s) more)</source>
        <translation>
            <numerusform>הרשומה מסתיימת בשלב {moment}, ואילו המשחק שבארכיון ממשיך (עוד רשומה אחת ביומן)</numerusform>
            <numerusform>הרשומה מסתיימת בשלב {moment}, ואילו המשחק שבארכיון ממשיך (עוד %n רשומות ביומן)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="46"/>
        <source>the record goes on past the archive&apos;s game, from {moment}</source>
        <translation>הרשומה ממשיכה מעבר למשחק שבארכיון, החל מהשלב {moment}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="48"/>
        <source>from {moment} on: event {number} ({kind}) is not the same</source>
        <translation>החל מהשלב {moment}: רשומה מס&apos;&#xa0;{number} ביומן ({kind}) אינה זהה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="51"/>
        <source>from {moment} on: event {number} is {ours} in the archive, {theirs} in the record</source>
        <translation>החל מהשלב {moment}: רשומה מס&apos;&#xa0;{number} ביומן היא {ours} בארכיון, ו-{theirs} ברשומה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="29"/>
        <source>{file} is larger than {limit} MB: not a file of starting ratings</source>
        <translation>{file} גדול מ-{limit} MB: זה אינו קובץ של דירוגי פתיחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="33"/>
        <source>{file} cannot be read ({error})</source>
        <translation>לא ניתן לקרוא את {file} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="37"/>
        <source>{file} is not a UTF-8 text file</source>
        <translation>{file} אינו קובץ טקסט UTF-8</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="53"/>
        <source>{file} line {line}: {name} is on line {first} already</source>
        <translation>{file}, שורה {line}: {name} כבר מופיע בשורה {first}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="58"/>
        <source>{file} has more than {limit} players</source>
        <translation>בקובץ {file} יש יותר מ-{limit} שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="60"/>
        <source>{file} is not a CSV file ({error})</source>
        <translation>{file} אינו קובץ CSV ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="62"/>
        <source>{file} has no starting ratings (a line a player: nickname, overall, red, black)</source>
        <translation>אין ב-{file} דירוגי פתיחה (שורה לכל שחקן: כינוי, כללי, אדום, שחור)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="69"/>
        <source>{file} line {line}: {count} values; a line is nickname, overall, red, black</source>
        <translation>{file}, שורה {line}: יש בה {count} ערכים; כל שורה היא כינוי, כללי, אדום, שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="74"/>
        <source>{file} line {line}: {problem}</source>
        <translation>{file}, שורה {line}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="76"/>
        <source>{file} line {line}: the nickname is empty</source>
        <translation>{file}, שורה {line}: הכינוי ריק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="84"/>
        <source>{file} line {line}: the {column} rating {value!r} is not a rating (a number, at most a million either way)</source>
        <translation>{file}, שורה {line}: הערך {value!r} בעמודת הדירוג {column} אינו דירוג (מספר, לכל היותר מיליון, חיובי או שלילי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="29"/>
        <source>it has no field {field}</source>
        <translation>אין בה שדה {field}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="30"/>
        <source>{game}: malformed record ({detail})</source>
        <translation>{game}: רשומה פגומה ({detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="49"/>
        <source>An older mafiaratings export: read as the current shape, its rounds a day and then its night.</source>
        <translation>ייצוא ישן יותר של mafiaratings: נקרא לפי המבנה הנוכחי, כשכל סבב בו הוא יום ואחריו הלילה שלו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="52"/>
        <source>The record counts the blacks a best move found (mafs_guessed) without naming the seats: not kept.</source>
        <translation>הרשומה סופרת את השחורים שזוהו במהלך המנצח (mafs_guessed) בלי לציין את מספרי השחקנים: לא נשמר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="71"/>
        <source>seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="80"/>
        <source>{what}&apos;s death_round</source>
        <translation>death_round של {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="89"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="92"/>
        <source>{what}&apos;s {key}</source>
        <translation>{key} של {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="104"/>
        <source>{what}: {key} is not round_N</source>
        <translation>{what}: {key} אינו round_N</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/disk_room.py" line="41"/>
        <source>Only {free} are left on the disk holding the archive {path}. Free some room soon: once the disk is full, no move can be saved.</source>
        <translation>בדיסק שבו נמצא הארכיון {path} נותרו רק {free}. כדאי לפנות מקום בקרוב: כשהדיסק יתמלא, לא ניתן יהיה לשמור אף מהלך.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/background.py" line="33"/>
        <source>Work in the background failed ({kind}: {problem}); the details are in the log</source>
        <translation>עבודת הרקע נכשלה ({kind}: {problem}); הפרטים ביומן האפליקציה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="99"/>
        <source>its list of parts cannot be read</source>
        <translation>אי אפשר לקרוא את רשימת החלקים שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="101"/>
        <source>The backup {backup} cannot be read ({error})</source>
        <translation>אי אפשר לקרוא את הגיבוי {backup} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="104"/>
        <source>it was written in a form this version does not know</source>
        <translation>הוא נכתב בתבנית שגרסה זו אינה מכירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="107"/>
        <source>its list of parts is cut short or changed</source>
        <translation>רשימת החלקים שלו קטועה או שונתה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="183"/>
        <source>its part {part} is missing</source>
        <translation>החלק {part} שלו חסר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="187"/>
        <source>its part {part} is damaged</source>
        <translation>החלק {part} שלו פגום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="283"/>
        <source>the file its parts make is not the one backed up</source>
        <translation>הקובץ שהחלקים שלו יוצרים אינו הקובץ שגובה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="42"/>
        <source>{game} holds {count} events (the largest {bytes} bytes), more than a real game: skipped</source>
        <translation>{game}: {count} אירועים (הגדול שבהם {bytes} בתים), יותר ממשחק אמיתי: דולג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="58"/>
        <source>{game} has no events in the hall yet: left for the next time</source>
        <translation>ל־{game} עדיין אין רשומות ביומן באולם: נשאר לפעם הבאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="62"/>
        <source>{game} is damaged in the hall and was skipped ({problem})</source>
        <translation>{game} פגום באולם ודולג ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="68"/>
        <source>{game}: event {seq} is no event ({problem}); skipped</source>
        <translation>{game}: רשומה {seq} ביומן אינה קריאה ({problem}); דולג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="49"/>
        <source>There is no archive at {path}</source>
        <translation>אין ארכיון ב־{path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="78"/>
        <source>{path} is this archive itself</source>
        <translation>{path} הוא הארכיון הזה עצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="95"/>
        <source>game {id} is damaged there and was skipped ({problem})</source>
        <translation>משחק {id} פגום שם ודולג ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="90"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored</source>
        <translation>שחזור של גיבוי נקטע (היישום נעצר); כעת הוא הושלם: {path} הוא הגיבוי המשוחזר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="92"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored, and the archive it replaced is kept as {aside}</source>
        <translation>שחזור של גיבוי נקטע (היישום נעצר); כעת הוא הושלם: {path} הוא הגיבוי המשוחזר, והארכיון שהוחלף נשמר בשם {aside}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="98"/>
        <source>A restore of a backup was cut short (the app was stopped) before it changed anything: its unfinished copy was removed and {path} is as it was</source>
        <translation>שחזור של גיבוי נקטע (היישום נעצר) לפני ששינה דבר: העותק הלא גמור שלו הוסר ו-{path} נשאר כפי שהיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="37"/>
        <source>{game}: the rating service takes games of {seats} players, this one has {count}</source>
        <translation>{game}: שירות הדירוג מקבל משחקים של {seats} שחקנים, במשחק זה {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="40"/>
        <source>{game}: only a finished game is published</source>
        <translation>{game}: רק משחק שהסתיים מתפרסם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="42"/>
        <source>{game}: no event of the rating service to publish it in</source>
        <translation>{game}: אין אירוע של שירות הדירוג שבו לפרסם אותו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="47"/>
        <source>{game}: its start time is not known</source>
        <translation>{game}: שעת ההתחלה שלו אינה ידועה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="54"/>
        <source>publish GAME_ID… or --event EVENT_ID, one of them</source>
        <translation>publish GAME_ID… או --event EVENT_ID, אחד מהם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="114"/>
        <source>{file}, line {line}: a nickname and the service&apos;s user id (a number) are expected</source>
        <translation>{file}, שורה {line}: צפויים כינוי ומספר המשתמש בשירות (מספר)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="126"/>
        <source>Which account of the rating service? --user NAME</source>
        <translation>איזה חשבון של שירות הדירוג? --user NAME</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="131"/>
        <source>Password of {user} on {site}: </source>
        <translation>הסיסמה של {user} באתר {site}: </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="133"/>
        <source>No password for {user}: set {variable}, or save it in the window (Settings → Rating service)</source>
        <translation>אין סיסמה עבור {user}: הגדירו את {variable}, או שמרו אותה בחלון (הגדרות → שירות הדירוג)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="145"/>
        <source>The rating service has no event {id}</source>
        <translation>בשירות הדירוג אין אירוע {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="150"/>
        <source>game {id} is in no event of ours: put it in one to link it to the service&apos;s event</source>
        <translation>משחק {id} אינו באף אירוע שלנו: הוסיפו אותו לאירוע כדי לקשר אותו לאירוע של השירות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="163"/>
        <source>game {id}: seats sent without a user id of the service (no rating there): {seats}</source>
        <translation>משחק {id}: מקומות שנשלחים בלי מספר משתמש של השירות (ללא דירוג שם): {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="177"/>
        <source>game {id}: its event is not linked to an event of the rating service (--service-event N)</source>
        <translation>משחק {id}: האירוע שלו אינו מקושר לאירוע של שירות הדירוג (--service-event N)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="203"/>
        <source>game {id} was published already (its game {service_id})</source>
        <translation>משחק {id} כבר פורסם (המשחק שלו {service_id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="206"/>
        <source>game {id} still waits: the rating service could not be reached</source>
        <translation>משחק {id} עדיין ממתין: לא ניתן להגיע לשירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="71"/>
        <source>{game} changed after it was published, and the rating service&apos;s id of it is not known: correct it on the service&apos;s site</source>
        <translation>{game} השתנה אחרי שפורסם, והמספר שלו בשירות הדירוג אינו ידוע: תקנו אותו באתר השירות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="90"/>
        <source>{game} is not published: {problem}</source>
        <translation>{game} לא פורסם: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="106"/>
        <source>The rating service refused {game}: {words}</source>
        <translation>שירות הדירוג דחה את {game}: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="116"/>
        <source>{game} waits for its end to be published</source>
        <translation>{game} ממתין לסיומו כדי להתפרסם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="119"/>
        <source>{game} waits: it is in no event (an event of ours linked to the rating service&apos;s is where its games are published)</source>
        <translation>{game} ממתין: הוא אינו באף אירוע (משחקים מתפרסמים מאירוע שלנו המקושר לאירוע של שירות הדירוג)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="122"/>
        <source>{game} waits: the event {name!r} is not linked to an event of the rating service</source>
        <translation>{game} ממתין: האירוע {name!r} אינו מקושר לאירוע של שירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="130"/>
        <source>{game} is published on the rating service ({what}); the service fixed: {fixes}</source>
        <translation>{game} פורסם בשירות הדירוג ({what}); השירות תיקן: {fixes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="132"/>
        <source>{game} is published on the rating service ({what})</source>
        <translation>{game} פורסם בשירות הדירוג ({what})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="138"/>
        <source>its game {id} corrected</source>
        <translation>המשחק שלו {id} תוקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game {id}</source>
        <translation>המשחק שלו {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game id not learnt</source>
        <translation>מספר המשחק שלו לא נודע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="160"/>
        <source>The rating service at {site} answered with an error (HTTP {status}); it is tried again later</source>
        <translation>שירות הדירוג ב-{site} ענה בשגיאה (HTTP {status}); ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="172"/>
        <source>The rating service at {site} did not answer in time; it is tried again later</source>
        <translation>שירות הדירוג ב-{site} לא ענה בזמן; ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="174"/>
        <source>The rating service&apos;s address {site} was not found (no network, or a wrong address); it is tried again later</source>
        <translation>הכתובת של שירות הדירוג {site} לא נמצאה (אין רשת, או כתובת שגויה); ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="177"/>
        <source>The secure connection to the rating service at {site} failed (TLS: the network or the site&apos;s certificate); it is tried again later</source>
        <translation>החיבור המאובטח לשירות הדירוג ב-{site} נכשל (TLS: הרשת או תעודת האתר); ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="179"/>
        <source>The rating service at {site} could not be reached; it is tried again later</source>
        <translation>לא ניתן להגיע לשירות הדירוג ב-{site}; ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="186"/>
        <source>The rating service at {site} did not answer as its API does (a web page or other text: a wrong address, or the site is down); it is tried again later</source>
        <translation>שירות הדירוג ב-{site} לא ענה כפי שה-API שלו עונה (דף אינטרנט או טקסט אחר: כתובת שגויה, או שהאתר לא פועל); ינסה שוב מאוחר יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="198"/>
        <source>The rating service refused: {words}</source>
        <translation>שירות הדירוג סירב: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="111"/>
        <source>The window closed before the game was sent; it is sent at the next start</source>
        <translation>החלון נסגר לפני שהמשחק נשלח; הוא יישלח בהפעלה הבאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="68"/>
        <source>OBS at {address} refused the password: set it in Settings → OBS</source>
        <translation>OBS בכתובת {address} דחה את הסיסמה: יש להגדיר אותה בהגדרות ← OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="70"/>
        <source>OBS at {address} speaks another version of its WebSocket protocol: OBS 28 or later is needed</source>
        <translation>OBS בכתובת {address} משתמש בגרסה אחרת של פרוטוקול ה-WebSocket שלו: נדרש OBS 28 ומעלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="72"/>
        <source>OBS at {address} closed the connection; it is tried again every few seconds</source>
        <translation>OBS בכתובת {address} סגר את החיבור; ניסיון חוזר כל כמה שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="90"/>
        <source>{address} is not an OBS address: write it as ws://127.0.0.1:4455, the server and the port OBS shows in Tools → WebSocket Server Settings</source>
        <translation>{address} אינה כתובת של OBS: יש לכתוב אותה כמו ws://127.0.0.1:4455, השרת והפורט ש-OBS מציג ב-כלים → הגדרות obs-websocket (ב-OBS באנגלית: Tools → WebSocket Server Settings)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="134"/>
        <source>The server at the OBS address answered with something that is not OBS&apos;s WebSocket protocol</source>
        <translation>השרת בכתובת של OBS ענה במשהו שאינו פרוטוקול ה-WebSocket של OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="178"/>
        <source>This OBS ({version}) marks no chapters in a recording: OBS 30.2 and later do</source>
        <translation>גרסת OBS זו ({version}) אינה מסמנת פרקים בהקלטה: OBS 30.2 ומעלה מסמנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="181"/>
        <source>OBS has no scene named {scene}: name one of its scenes in Settings → OBS</source>
        <translation>אין ב-OBS סצנה בשם {scene}: יש לבחור אחת מהסצנות שלו בהגדרות ← OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="184"/>
        <source>OBS marked no chapter: {reason}</source>
        <translation>OBS לא סימן פרק: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="186"/>
        <source>OBS refused {request}: {reason}</source>
        <translation>OBS דחה את הבקשה {request}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="81"/>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="144"/>
        <source>Connecting to OBS at {address}…</source>
        <translation>מתחבר ל-OBS בכתובת {address}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="98"/>
        <source>OBS is not answering at {address} (not running, or its WebSocket server is off in Tools → WebSocket Server Settings); it is tried again every few seconds</source>
        <translation>OBS אינו עונה בכתובת {address} (אינו פועל, או ששרת ה-WebSocket שלו כבוי ב-כלים → הגדרות obs-websocket (ב-OBS באנגלית: Tools → WebSocket Server Settings)); ניסיון חוזר כל כמה שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="106"/>
        <source>OBS at {address} has not answered for {seconds} s</source>
        <translation>OBS בכתובת {address} לא ענה כבר {seconds} שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="109"/>
        <source>OBS at {address} did not answer within {seconds} s; it is tried again every few seconds</source>
        <translation>OBS בכתובת {address} לא ענה תוך {seconds} שניות; ניסיון חוזר כל כמה שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="147"/>
        <source>OBS follows the table: scene {scene}</source>
        <translation>OBS עוקב אחרי השולחן: סצנה {scene}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="148"/>
        <source>OBS follows the table</source>
        <translation>OBS עוקב אחרי השולחן</translation>
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
        <translation>הדון (שחקן מס&apos;&#xa0;{actor}) בדק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="32"/>
        <source>The sheriff (seat {actor}) checked seat {seat}</source>
        <translation>השריף (שחקן מס&apos;&#xa0;{actor}) בדק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="33"/>
        <source>The commissar (seat {actor}) checked seat {seat}</source>
        <translation>הבלש (שחקן מס&apos;&#xa0;{actor}) בדק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="34"/>
        <source>The doctor (seat {actor}) chose seat {seat}</source>
        <translation>הרופא (שחקן מס&apos;&#xa0;{actor}) בחר בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="35"/>
        <source>The mistress (seat {actor}) chose seat {seat}</source>
        <translation>המאהבת (שחקן מס&apos;&#xa0;{actor}) בחרה בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="43"/>
        <source>Seat {seat} is saved tonight</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מוגן הלילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="50"/>
        <source>Nod</source>
        <translation>הנהון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="51"/>
        <source>Shake your head</source>
        <translation>תנועת &quot;לא&quot; עם הראש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="52"/>
        <source>Nod, and a ring of thumb and finger</source>
        <translation>הנהון, וטבעת של אגודל ואצבע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="53"/>
        <source>Shake your head, and cross your arms</source>
        <translation>תנועת &quot;לא&quot; עם הראש, וידיים משוכלות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="54"/>
        <source>Nod, and thumb down</source>
        <translation>הנהון, ואגודל למטה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="55"/>
        <source>Shake your head, and thumb up</source>
        <translation>תנועת &quot;לא&quot; עם הראש, ואגודל למעלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>yes, the sheriff</source>
        <translation>כן, שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="61"/>
        <source>no, not the sheriff</source>
        <translation>לא, לא שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>yes, black</source>
        <translation>כן, שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>no, red</source>
        <translation>לא, אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>no, not black</source>
        <translation>לא, לא שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="85"/>
        <source>Nod: the choice is taken</source>
        <translation>הנהון: הבחירה התקבלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="93"/>
        <source>{gesture}: {meaning}</source>
        <translation>{gesture}: {meaning}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="44"/>
        <source>Seat {seat} is visited tonight</source>
        <translation>המאהבת מבקרת הלילה אצל שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="88"/>
        <source>No answer: the mistress blocked him</source>
        <translation>אין תשובה: המאהבת חסמה אותו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="89"/>
        <source>Show nothing</source>
        <translation>לא להראות דבר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>THE SHERIFF</source>
        <translation>שריף</translation>
    </message>
    <message>
        <source>Thumbs up: yes, the sheriff</source>
        <translation type="vanished">אגודל למעלה: כן, שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="60"/>
        <source>NOT THE SHERIFF</source>
        <translation>לא שריף</translation>
    </message>
    <message>
        <source>Thumbs down: not the sheriff</source>
        <translation type="vanished">אגודל למטה: לא שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>BLACK</source>
        <translation>שחור</translation>
    </message>
    <message>
        <source>Thumbs down: black</source>
        <translation type="vanished">אגודל למטה: שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>RED</source>
        <translation>אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>NOT BLACK</source>
        <translation>לא שחור</translation>
    </message>
    <message>
        <source>Thumbs up: red</source>
        <translation type="vanished">אגודל למעלה: אדום</translation>
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
        <translation>מנחה מאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="51"/>
        <source>Upgrading the archive to this version: every game is read again once.
Cancel opens the archive as it is now; the upgrade goes on at the next start.</source>
        <translation>הארכיון מתעדכן לגרסה זו: כל משחק נקרא מחדש פעם אחת.
„ביטול” פותח את הארכיון כפי שהוא; העדכון יימשך בהפעלה הבאה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="98"/>
        <source>Repair it into a new file now?</source>
        <translation>לתקן אותו לתוך קובץ חדש עכשיו?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="103"/>
        <source>The repaired copy {repaired} is the archive now; the damaged file is kept as {aside}.</source>
        <translation>העותק המתוקן {repaired} הוא הארכיון עכשיו; הקובץ הפגום נשמר בתור {aside}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="126"/>
        <source>Something went wrong: {error}. The game on the table is safe in the archive.</source>
        <translation>משהו השתבש: {error}. המשחק שעל השולחן שמור בבטחה בארכיון.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="129"/>
        <source>The details are in the log: {path}</source>
        <translation>הפרטים ביומן האפליקציה: {path}</translation>
    </message>
    <message>
        <source>Upgrading the archive to this version: every game is read again once.
Please wait; nothing is lost if this is interrupted.</source>
        <translation type="vanished">הארכיון משודרג לגרסה זו: כל משחק נקרא מחדש פעם אחת.
נא להמתין; שום דבר לא יאבד אם התהליך ייקטע.</translation>
    </message>
</context>
<context>
    <name>ArchiveGamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="23"/>
        <source>finished</source>
        <translation>הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="24"/>
        <source>unfinished: {stage}</source>
        <translation>לא הסתיים: {stage}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="27"/>
        <source>town</source>
        <translation>העיירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="28"/>
        <source>mafia</source>
        <translation>המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="29"/>
        <source>draw</source>
        <translation>תיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="53"/>
        <source>Started</source>
        <translation>מועד התחלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="54"/>
        <source>Club / table / game</source>
        <translation>מועדון / שולחן / משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="55"/>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="56"/>
        <source>Host</source>
        <translation>מנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="57"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="59"/>
        <source>Winner</source>
        <translation>הקבוצה המנצחת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="60"/>
        <source>Finished</source>
        <translation>הסתיים</translation>
    </message>
</context>
<context>
    <name>ArchivePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="47"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="48"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="49"/>
        <source>Ratings</source>
        <translation>דירוגים</translation>
    </message>
</context>
<context>
    <name>Audience</name>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="46"/>
        <source>table {table}</source>
        <translation>שולחן {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="48"/>
        <source>game {number}</source>
        <translation>משחק {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="76"/>
        <source>No nominees yet</source>
        <translation>עדיין אין מועמדים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="77"/>
        <source>Nominees: {seats}</source>
        <translation>מועמדים: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="94"/>
        <source>seat {seat}: {votes}</source>
        <translation>מס&apos;&#xa0;{seat}:&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="123"/>
        <source>Night {night}: seat {seat} was killed</source>
        <translation>לילה {night}: שחקן מס&apos;&#xa0;{seat} נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="125"/>
        <source>Night {night}: nobody was killed</source>
        <translation>לילה {night}: איש לא נרצח</translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="60"/>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="97"/>
        <source>Audience screen</source>
        <translation>מסך לקהל</translation>
    </message>
</context>
<context>
    <name>Chapters</name>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="24"/>
        <source>{day}: the vote</source>
        <translation>{day}: ההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="25"/>
        <source>Before the game</source>
        <translation>לפני המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="26"/>
        <source>Replay</source>
        <translation>צפייה חוזרת</translation>
    </message>
</context>
<context>
    <name>Contests</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="137"/>
        <source>Club evening</source>
        <translation>ערב משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="138"/>
        <source>Tournament</source>
        <translation>טורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="139"/>
        <source>Elite tournament</source>
        <translation>טורניר עילית</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>Event</source>
        <translation>אירוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>New event</source>
        <translation>אירוע חדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="49"/>
        <source>e.g. Friday club evening</source>
        <translation>למשל: ערב משחק של יום שישי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="61"/>
        <source>Edit the numbers…</source>
        <translation>עריכת הערכים…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="77"/>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="78"/>
        <source>Kind</source>
        <translation>סוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="80"/>
        <source>Dates</source>
        <translation>תאריכים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="82"/>
        <source>to</source>
        <translation>עד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="84"/>
        <source>Tables</source>
        <translation>שולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="86"/>
        <source>Scoring</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="90"/>
        <source>Tie-breaks
(drag to order,
tick to use)</source>
        <translation>שוברי שוויון
(גרירה לקביעת הסדר,
סימון להפעלה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="144"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. לא נשמר דבר.</translation>
    </message>
</context>
<context>
    <name>EventLinkDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="30"/>
        <source>Link to the rating service</source>
        <translation>קישור לשירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="31"/>
        <source>Which of the rating service&apos;s events is “{event}”? Its games are published into it.</source>
        <translation>איזה מאירועי שירות הדירוג הוא &quot;{event}&quot;? המשחקים שלו יפורסמו בו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="45"/>
        <source>Or the event&apos;s number</source>
        <translation>או מספר האירוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="46"/>
        <source>and its club&apos;s number</source>
        <translation>ומספר המועדון שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="62"/>
        <source>No account of the rating service is set (Settings → Rating service): type the event&apos;s number.</source>
        <translation>לא הוגדר חשבון בשירות הדירוג (הגדרות ← שירות הדירוג): הקלידו את מספר האירוע.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="65"/>
        <source>Reading the service&apos;s events…</source>
        <translation>קוראים את אירועי השירות…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="69"/>
        <source>The service&apos;s events, the latest first:</source>
        <translation>אירועי השירות, האחרונים ראשונים:</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="70"/>
        <source>The service lists no event for this account: type the event&apos;s number.</source>
        <translation>השירות אינו מציג אירועים לחשבון הזה: הקלידו את מספר האירוע.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="91"/>
        <source>Choose one of the service&apos;s events, or type its number and its club&apos;s.</source>
        <translation>בחרו אחד מאירועי השירות, או הקלידו את מספרו ואת מספר המועדון.</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="88"/>
        <source>Table </source>
        <translation>שולחן </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="94"/>
        <source>Back</source>
        <translation>חזרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="99"/>
        <source>Settings…</source>
        <translation>הגדרות…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt; (finished games)</source>
        <translation type="vanished">&lt;b&gt;טבלת דירוג&lt;/b&gt; (משחקים שהסתיימו)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="123"/>
        <source>Standings PDF…</source>
        <translation>טבלת דירוג כ-PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="124"/>
        <source>Standings CSV…</source>
        <translation>טבלת דירוג כ-CSV…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="121"/>
        <source>All protocols…</source>
        <translation>כל הפרוטוקולים…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="122"/>
        <source>Protocols in one PDF…</source>
        <translation>הפרוטוקולים ב־PDF אחד…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="127"/>
        <source>Seating plan…</source>
        <translation>סדר ישיבה…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;משחקים&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="136"/>
        <source>New game at this table</source>
        <translation>משחק חדש בשולחן זה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="139"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="142"/>
        <source>Add games…</source>
        <translation>הוספת משחקים…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="140"/>
        <source>Take out</source>
        <translation>הוצאה מהאירוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="115"/>
        <source>Standings (finished games)</source>
        <translation>טבלת דירוג (משחקים שהסתיימו)</translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="obsolete">משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="128"/>
        <source>No game yet: “New game at this table” starts one, “Add games…” brings in games played or imported before.</source>
        <translation>עדיין אין משחקים: &quot;משחק חדש בשולחן זה&quot; מתחיל משחק, &quot;הוספת משחקים…&quot; מצרפת משחקים ששוחקו או יובאו קודם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="165"/>
        <source>Standings</source>
        <translation>טבלת דירוג</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="116"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="169"/>
        <source>Games (%n)</source>
        <translation>
            <numerusform>משחקים (%n)</numerusform>
            <numerusform>משחקים (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="101"/>
        <source>Rating service</source>
        <translation>שירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="104"/>
        <source>Link to the rating service…</source>
        <translation>קישור לשירות הדירוג…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="105"/>
        <source>Publish the evening</source>
        <translation>פרסום הערב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="231"/>
        <source>{event} standings</source>
        <translation>טבלת דירוג - {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="237"/>
        <source>Standings PDF</source>
        <translation>טבלת דירוג כ-PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="244"/>
        <source>Standings CSV</source>
        <translation>טבלת דירוג כ-CSV</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="256"/>
        <source>Folder for the protocols</source>
        <translation>תיקייה לפרוטוקולים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="263"/>
        <source>{event} protocols</source>
        <translation>{event}, פרוטוקולים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="265"/>
        <source>Protocols in one PDF</source>
        <translation>הפרוטוקולים ב־PDF אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Export</source>
        <translation>ייצוא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <source>Could not write {where}: {error}</source>
        <translation>לא ניתן לכתוב את {where}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Saved: {where}</source>
        <translation>נשמר: {where}</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="33"/>
        <source>the town wins</source>
        <translation>העיירה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="34"/>
        <source>the mafia wins</source>
        <translation>המאפיה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="35"/>
        <source>a draw: everyone left together</source>
        <translation>המשחק הסתיים בתיקו: כולם עזבו את השולחן יחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="39"/>
        <source>don {seats}</source>
        <translation>דון {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="40"/>
        <source>mafia {seats}</source>
        <translation>מאפיונר {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="41"/>
        <source>sheriff {seats}</source>
        <translation>שריף {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="42"/>
        <source>commissar {seats}</source>
        <translation>בלש {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="43"/>
        <source>doctor {seats}</source>
        <translation>רופא {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="44"/>
        <source>mistress {seats}</source>
        <translation>מאהבת {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="48"/>
        <source>New game: {count} players, sport rules</source>
        <translation>משחק חדש: {count} שחקנים, חוקי ספורט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="49"/>
        <source>New game: {count} players, mastermind rules</source>
        <translation>משחק חדש: {count} שחקנים, חוקי מאסטרמיינד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="50"/>
        <source>New game: {count} players, latvian rules</source>
        <translation>משחק חדש: {count} שחקנים, חוקים לטביים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="51"/>
        <source>New game: {count} players, classic rules</source>
        <translation>משחק חדש: {count} שחקנים, חוקים קלאסיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="92"/>
        <source>{event} — {outcome}</source>
        <translation>{event} — {outcome}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="123"/>
        <source>N{night}</source>
        <translation>ל{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="125"/>
        <source>D{day}</source>
        <translation>י{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>End</source>
        <translation>סוף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>Setup</source>
        <translation>הכנה</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} ו־{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="147"/>
        <source>the talk</source>
        <translation>הדיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="155"/>
        <source>New game: {count} players, {preset} rules</source>
        <translation>משחק חדש: {count} שחקנים, חוקי {preset}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="162"/>
        <source>table {table}</source>
        <translation>שולחן {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="163"/>
        <source>game {number}</source>
        <translation>משחק {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="164"/>
        <source>host {host}</source>
        <translation>מנחה {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="166"/>
        <source>Game labelled: {labels}</source>
        <translation>פרטי המשחק נרשמו: {labels}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="167"/>
        <source>Game labels cleared</source>
        <translation>פרטי המשחק נמחקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="174"/>
        <source>Seat {seat} renamed: {old} → {new}</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat} שונה: {old} ← {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="176"/>
        <source>Seat {seat} is now called {new}</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat} הוא עכשיו {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="182"/>
        <source>Roles dealt</source>
        <translation>התפקידים חולקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="189"/>
        <source>Roles dealt: civilians only</source>
        <translation>התפקידים חולקו: אזרחים בלבד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="190"/>
        <source>Roles dealt: {roles}</source>
        <translation>התפקידים חולקו: {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="195"/>
        <source>The mafia&apos;s arrangement: seats {seats}</source>
        <translation>התיאום הסטטי של המאפיה: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="201"/>
        <source>Timer started by itself: {step}</source>
        <translation>הטיימר הופעל מעצמו: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="203"/>
        <source>Timer resumed: {step}</source>
        <translation>הטיימר חודש: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="204"/>
        <source>Timer started: {step}</source>
        <translation>הטיימר הופעל: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="211"/>
        <source>Timer paused as the game was opened again: {step} ({time} left)</source>
        <translation>הטיימר הושהה כשהמשחק נפתח מחדש: {step} (נותרו {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="214"/>
        <source>Timer paused: {step}</source>
        <translation>הטיימר הושהה: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="215"/>
        <source>Timer paused: {step} ({time} left)</source>
        <translation>הטיימר הושהה: {step} (נותרו {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="220"/>
        <source>+{seconds} s for {step}</source>
        <translation>+{seconds} שניות עבור {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="225"/>
        <source>{step} ended</source>
        <translation>סיום: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="232"/>
        <source>{line}; timer started: {step}</source>
        <translation>{line}; הטיימר הופעל: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="239"/>
        <source>{step} skipped</source>
        <translation>דילוג: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="241"/>
        <source>{step} skipped ({reason})</source>
        <translation>דילוג: {step} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="248"/>
        <source>The host put seat {seat} to the vote</source>
        <translation>המנחה העמיד את שחקן מס&apos;&#xa0;{seat} להצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="251"/>
        <source>Seat {by} nominated seat {seat} (instead of seat {old})</source>
        <translation>שחקן מס&apos;&#xa0;{by} העמיד את שחקן מס&apos;&#xa0;{seat} להדחה (במקום שחקן מס&apos;&#xa0;{old})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="253"/>
        <source>Seat {by} nominated seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{by} העמיד את שחקן מס&apos;&#xa0;{seat} להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="268"/>
        <source>The host took seat {seat} off the vote</source>
        <translation>המנחה הוריד את שחקן מס&apos;&#xa0;{seat} מההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="269"/>
        <source>Seat {by} withdrew his nomination of seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{by} ביטל את ההעמדה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="275"/>
        <source>Seat {seat} raised his hand for seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הרים יד בעד הדחת שחקן מס&apos;&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="276"/>
        <source>Seat {seat} lowered his hand for seat {nominee}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הוריד את היד: הקול בעד הדחת שחקן מס&apos;&#xa0;{nominee} בוטל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="277"/>
        <source>Seat {seat} is for all of them leaving</source>
        <translation>שחקן מס&apos;&#xa0;{seat} בעד הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="278"/>
        <source>Seat {seat} took back his yes</source>
        <translation>שחקן מס&apos;&#xa0;{seat} ביטל את ההצבעה בעד שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="279"/>
        <source>Seat {nominee}&apos;s best move names seat {seat}</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{nominee}: נוסף שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="280"/>
        <source>Seat {nominee}&apos;s best move drops seat {seat}</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{nominee}: שחקן מס&apos;&#xa0;{seat} הוסר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="281"/>
        <source>The arrangement names seat {seat}</source>
        <translation>התיאום הסטטי: נוסף שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="282"/>
        <source>The arrangement drops seat {seat}</source>
        <translation>התיאום הסטטי: שחקן מס&apos;&#xa0;{seat} הוסר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="291"/>
        <source>A shot recorded</source>
        <translation>ירי נרשם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="294"/>
        <location filename="../../mafia_desktop/words/replay.py" line="367"/>
        <source>{shooter} → none</source>
        <translation>{shooter}: לא ירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="295"/>
        <location filename="../../mafia_desktop/words/replay.py" line="368"/>
        <source>{shooter} → {target}</source>
        <translation>{shooter} ← {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="311"/>
        <location filename="../../mafia_desktop/words/replay.py" line="319"/>
        <source>Votes for seat {seat}: {voters} ({count})</source>
        <translation>קולות לשחקן מס&apos;&#xa0;{seat}: {voters} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="312"/>
        <location filename="../../mafia_desktop/words/replay.py" line="323"/>
        <source>Votes for seat {seat}: no hands</source>
        <translation>קולות לשחקן מס&apos;&#xa0;{seat}: אף יד לא הורמה</translation>
    </message>
    <message>
        <source>{hands}; the other {abstainers} count for seat {last}</source>
        <translation type="vanished">{hands}; הקולות של {abstainers} השחקנים הנותרים נספרים לשחקן מס&apos;&#xa0;{last}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/replay.py" line="313"/>
        <source>{hands}; the other %n count(s) for seat {last}</source>
        <translation>
            <numerusform>{hands}; הקול של השחקן הנותר נספר לשחקן מס&apos;&#xa0;{last}</numerusform>
            <numerusform>{hands}; הקולות של %n השחקנים הנותרים נספרים לשחקן מס&apos;&#xa0;{last}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="316"/>
        <source>Votes for seat {seat}: {voters} ({count}) + {abstainers} who did not vote</source>
        <translation>קולות לשחקן מס&apos;&#xa0;{seat}: {voters} ({count}) + מי שלא הצביעו ({abstainers})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="321"/>
        <source>Votes for seat {seat}: no hands + {abstainers} who did not vote</source>
        <translation>קולות לשחקן מס&apos;&#xa0;{seat}: אף יד לא הורמה + מי שלא הצביעו ({abstainers})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="342"/>
        <source>All leaving ({seats})? Yes: {yes} ({count} of {voters})</source>
        <translation>להדיח את כולם ({seats})? בעד: {yes} ({count} מתוך {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="343"/>
        <source>All leaving ({seats})? Yes: none (0 of {voters})</source>
        <translation>להדיח את כולם ({seats})? בעד: אף אחד (0 מתוך {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="345"/>
        <source>All leaving? Yes: {yes} ({count})</source>
        <translation>להדיח את כולם? בעד: {yes} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="346"/>
        <source>All leaving? Yes: none (0)</source>
        <translation>להדיח את כולם? בעד: אף אחד (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="352"/>
        <source>Split: seats {seats} speak again, nobody leaves</source>
        <translation>חלוקה: שחקנים מס&apos;&#xa0;{seats} מדברים שוב, אף שחקן לא מודח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="361"/>
        <source>Night {night}: the mafia shot seat {seat}</source>
        <translation>לילה {night}: המאפיה ירתה בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="364"/>
        <source>Night {night}: the mafia did not shoot (a miss)</source>
        <translation>לילה {night}: המאפיה לא ירתה (פספוס)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="366"/>
        <source>Night {night}: the shots differ (a miss)</source>
        <translation>לילה {night}: המאפיונרים ירו בשחקנים שונים (פספוס)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="370"/>
        <source>Night {night}: the shots differ ({shots}; a miss)</source>
        <translation>לילה {night}: המאפיונרים ירו בשחקנים שונים ({shots}; פספוס)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="377"/>
        <source>The don checked nobody</source>
        <translation>הדון לא בדק אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="378"/>
        <source>The don checked a seat</source>
        <translation>הדון בדק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="379"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>הדון בדק את שחקן מס&apos;&#xa0;{seat}: שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="380"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>הדון בדק את שחקן מס&apos;&#xa0;{seat}: לא שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="383"/>
        <source>The sheriff checked nobody</source>
        <translation>השריף לא בדק אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="384"/>
        <source>The sheriff checked a seat</source>
        <translation>השריף בדק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="385"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>השריף בדק את שחקן מס&apos;&#xa0;{seat}: שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="386"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>השריף בדק את שחקן מס&apos;&#xa0;{seat}: אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="389"/>
        <source>The commissar checked nobody</source>
        <translation>הבלש לא בדק אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="390"/>
        <source>The commissar checked a seat</source>
        <translation>הבלש בדק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="391"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>הבלש בדק את שחקן מס&apos;&#xa0;{seat}: שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="392"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>הבלש בדק את שחקן מס&apos;&#xa0;{seat}: לא שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="393"/>
        <source>The commissar checked seat {seat}: blocked by the mistress, no answer</source>
        <translation>הבלש בדק את שחקן מס&apos;&#xa0;{seat}: נחסם על ידי המאהבת, אין תשובה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="431"/>
        <source>The doctor saved nobody</source>
        <translation>הרופא לא הציל אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="432"/>
        <source>The doctor saved seat {seat}</source>
        <translation>הרופא הציל את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="438"/>
        <source>The mistress visited nobody</source>
        <translation>המאהבת לא ביקרה אצל אף שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="439"/>
        <source>The mistress visited seat {seat}</source>
        <translation>המאהבת ביקרה אצל שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="445"/>
        <source>Seat {seat}&apos;s best move: no guess</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}: ללא ניחוש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="447"/>
        <source>Seat {seat}&apos;s best move: {guesses} ({black} black)</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}: {guesses} (שחורים: {black})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="450"/>
        <source>Seat {seat}&apos;s best move: {guesses}</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="459"/>
        <source>Technical foul for seat {seat} ({count}/2)</source>
        <translation>פאול טכני לשחקן מס&apos;&#xa0;{seat} ({count}/2)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="462"/>
        <source>Foul for seat {seat} ({count}/4)</source>
        <translation>פאול לשחקן מס&apos;&#xa0;{seat} ({count}/4)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="464"/>
        <source>{foul}: {reason}</source>
        <translation>{foul}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="466"/>
        <source>{foul} — penalty on his next speech</source>
        <translation>{foul} — עונש בדקת הדיבור הבאה שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="473"/>
        <source>Seat {seat} removed from the game: {reason}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="475"/>
        <source>Seat {seat} removed from the game</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="482"/>
        <source>Seat {seat}: {points} point ({reason})</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {points} נקודה ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="483"/>
        <source>Seat {seat}: {points} point</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {points} נקודה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="485"/>
        <source>Seat {seat}: {points} points ({reason})</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {points} נקודות ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="486"/>
        <source>Seat {seat}: {points} points</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {points} נקודות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="493"/>
        <location filename="../../mafia_desktop/words/replay.py" line="494"/>
        <source>Game over: {result}</source>
        <translation>המשחק הסתיים: {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="500"/>
        <source>Undo: the last action taken back</source>
        <translation>ביטול פעולה: הפעולה האחרונה בוטלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="503"/>
        <source>Undo: {action}</source>
        <translation>ביטול פעולה: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="505"/>
        <source>Redo: the last undone action put back</source>
        <translation>ביצוע מחדש: הפעולה האחרונה שבוטלה הוחזרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="507"/>
        <source>Redo: {action}</source>
        <translation>ביצוע מחדש: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="523"/>
        <source>seat {seat} voted out</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הודח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="524"/>
        <source>seats {seats} voted out</source>
        <translation>שחקנים מס&apos;&#xa0;{seats} הודחו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="525"/>
        <source>seat {seat} killed</source>
        <translation>שחקן מס&apos;&#xa0;{seat} נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="526"/>
        <source>seats {seats} killed</source>
        <translation>שחקנים מס&apos;&#xa0;{seats} נרצחו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="539"/>
        <source>killed</source>
        <translation>נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="550"/>
        <source>seat {seat} removed ({reason})</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="551"/>
        <source>seat {seat} removed</source>
        <translation>שחקן מס&apos;&#xa0;{seat} הורחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="570"/>
        <source>morning: seat {seat} killed</source>
        <translation>בוקר: שחקן מס&apos;&#xa0;{seat} נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="572"/>
        <source>morning: the doctor saved the victim</source>
        <translation>בוקר: הרופא הציל את מי שנורה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="573"/>
        <source>morning: nobody killed</source>
        <translation>בוקר: אף שחקן לא נרצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="589"/>
        <source>the vote on seats {seats}</source>
        <translation>הצבעה על שחקנים מס&apos;&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="591"/>
        <source>the vote on seat {seat}</source>
        <translation>הצבעה על שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="593"/>
        <source>tie: revote on seats {seats}</source>
        <translation>תיקו: הצבעה חוזרת על שחקנים מס&apos;&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="595"/>
        <source>vote on seats {seats} leaving together</source>
        <translation>הצבעה על הדחת כל השחקנים בתיקו: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="600"/>
        <source>they stay</source>
        <translation>כולם נשארים</translation>
    </message>
    <message>
        <source>nobody leaves (seat {seat} led with {votes}: first-day rule)</source>
        <translation type="vanished">אף שחקן לא מודח (שחקן מס&apos;&#xa0;{seat} הוביל, קולות: {votes}; כלל היום הראשון)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="604"/>
        <source>nobody leaves</source>
        <translation>אף שחקן לא מודח</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>1 table</source>
        <translation type="vanished">שולחן אחד</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="vanished">שולחנות: {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="55"/>
        <source>%n table(s)</source>
        <translation>
            <numerusform>שולחן אחד</numerusform>
            <numerusform>%n שולחנות</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="57"/>
        <source>scoring: {system}</source>
        <translation>ניקוד: {system}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="338"/>
        <source>Back</source>
        <translation>חזרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="339"/>
        <source>New event…</source>
        <translation>אירוע חדש…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="340"/>
        <source>No club evening or tournament yet: “New event…” makes one, and its games and standings are kept here.</source>
        <translation>עדיין אין ערבי משחק או טורנירים: &quot;אירוע חדש…&quot; יוצר אירוע, והמשחקים והדירוג שלו נשמרים כאן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="344"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="140"/>
        <source>Done: go on [Enter]</source>
        <translation>אישור: המשך [Enter]</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="185"/>
        <source>Said today (%n)</source>
        <translation>
            <numerusform>ההכרזות של היום (%n)</numerusform>
            <numerusform>ההכרזות של היום (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="245"/>
        <source>Space</source>
        <translation>רווח</translation>
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
        <translation>לא ניתן לשמור בארכיון ({reason}); הפעולה לא נרשמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/controller.py" line="203"/>
        <source>A tap on a seat does nothing now: use the buttons</source>
        <translation>הקשה על מקום לא עושה דבר כעת: להשתמש בכפתורים</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="77"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them</source>
        <translation>התפקידים גלויים לכל מי שמסתכל — Ctrl+R מסתיר אותם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="220"/>
        <source>Foul: type the seat&apos;s number (Enter: seat {seat}, who has the floor)</source>
        <translation>פאול: להקליד את מספר השחקן (Enter: שחקן מס&apos;&#xa0;{seat}, שמדבר כעת)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="221"/>
        <source>Foul: type the seat&apos;s number</source>
        <translation>פאול: להקליד את מספר השחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="234"/>
        <source>Nobody has the floor: press F and the seat&apos;s number, or double-tap the seat</source>
        <translation>אף שחקן לא מדבר כעת: ללחוץ על F ולהקליד את מספר השחקן, או להקיש פעמיים על המספר שלו</translation>
    </message>
    <message>
        <source>Foul for seat {seat} ({fouls}/4)</source>
        <translation type="vanished">פאול לשחקן מס&apos;&#xa0;{seat} ({fouls}/4)</translation>
    </message>
    <message>
        <source>Technical foul</source>
        <translation type="vanished">פאול טכני</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="293"/>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="296"/>
        <source>Seat {seat}: {foul}</source>
        <translation>שחקן מס&apos;&#xa0;{seat}: {foul}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="299"/>
        <source>Remove from the game…</source>
        <translation>הרחקה מהמשחק…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="300"/>
        <source>Correct the nickname…</source>
        <translation>תיקון הכינוי…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="301"/>
        <source>Extra points or penalty…</source>
        <translation>נקודות נוספות או קנס…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="306"/>
        <source>Remove a player</source>
        <translation>הרחקת שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="307"/>
        <source>Why is seat {seat} removed? (he leaves at once, no last word)</source>
        <translation>מה הסיבה להרחקת שחקן מס&apos;&#xa0;{seat}? (הוא עוזב את השולחן מיד, בלי צוואה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="309"/>
        <source>disqualified</source>
        <translation>נפסל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname</source>
        <translation>כינוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname of seat {seat}</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="343"/>
        <source>Shots differ: tap each black&apos;s target</source>
        <translation>היריות לא תואמות: סימון המטרה של כל שחקן שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="347"/>
        <source>Export protocol…</source>
        <translation>ייצוא פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="348"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="349"/>
        <source>Print protocol…</source>
        <translation>הדפסת פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="350"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Nobody has the floor: long-press a seat to give a foul</source>
        <translation type="vanished">אין שחקן שמדבר כעת: כדי לתת פאול, ללחוץ לחיצה ארוכה על המקום של השחקן</translation>
    </message>
    <message>
        <source>Shots differ: each black&apos;s target…</source>
        <translation type="vanished">היריות לא תואמות: המטרה של כל שחקן שחור…</translation>
    </message>
</context>
<context>
    <name>GamesBrowser</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="26"/>
        <source>Any result</source>
        <translation>כל תוצאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="27"/>
        <source>Town won</source>
        <translation>העיירה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="28"/>
        <source>Mafia won</source>
        <translation>המאפיה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="29"/>
        <source>Draw</source>
        <translation>תיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="30"/>
        <source>Unfinished only</source>
        <translation>רק משחקים שלא הסתיימו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="44"/>
        <source>Find a player&apos;s games: type a nickname</source>
        <translation>חיפוש המשחקים של שחקן: להקליד כינוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="48"/>
        <source>From</source>
        <translation>מתאריך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="50"/>
        <source>to</source>
        <translation>עד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="83"/>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="183"/>
        <source>Replay the game</source>
        <translation>צפייה חוזרת במשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="88"/>
        <source>Import files…</source>
        <translation>ייבוא קבצים…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="89"/>
        <source>Import a folder…</source>
        <translation>ייבוא תיקייה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="90"/>
        <source>Import another archive…</source>
        <translation>ייבוא ארכיון אחר…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="92"/>
        <source>Another laptop&apos;s archive, a backup or a file of every game (export --all --json-lines): each game kept once, a game that went on there extended, another history kept beside this one</source>
        <translation>ארכיון של מחשב נייד אחר, גיבוי או קובץ של כל המשחקים (export --all --json-lines): כל משחק נשמר פעם אחת, משחק שנמשך שם מושלם, היסטוריה אחרת נשמרת לצד זו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="102"/>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="103"/>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="131"/>
        <source>Any rules</source>
        <translation>כל החוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="166"/>
        <source>Counting the games…</source>
        <translation>סופר את המשחקים…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="168"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>משחק אחד</numerusform>
            <numerusform>%Ln משחקים</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="184"/>
        <source>Publish to the rating service</source>
        <translation>פרסום בשירות הדירוג</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>משחק אחד</numerusform>
            <numerusform>%n משחקים</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">משחק אחד</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">משחקים: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="153"/>
        <source>“From” is after “to”: no games</source>
        <translation>התאריך ב&quot;מתאריך&quot; מאוחר מהתאריך ב&quot;עד&quot;: אין משחקים</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Started</source>
        <translation>מועד התחלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Where</source>
        <translation>מיקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Stage</source>
        <translation>שלב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="25"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="41"/>
        <source>{stage}, {step}</source>
        <translation>{stage}, {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>town won</source>
        <translation>העיירה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>mafia won</source>
        <translation>המאפיה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>draw</source>
        <translation>תיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>finished</source>
        <translation>הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="49"/>
        <source>setting up</source>
        <translation>בהכנה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="51"/>
        <source>roles night</source>
        <translation>לילה 0</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="53"/>
        <source>day {round}</source>
        <translation>יום {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="55"/>
        <source>night {round}</source>
        <translation>לילה {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="61"/>
        <source>DAMAGED: {problem}</source>
        <translation>פגום: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="66"/>
        <source>table {table}</source>
        <translation>שולחן {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="67"/>
        <source>game {number}</source>
        <translation>משחק {number}</translation>
    </message>
</context>
<context>
    <name>HallBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="29"/>
        <source>Tournament hall</source>
        <translation>אולם הטורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="31"/>
        <source>postgresql://role@host:5432/database</source>
        <translation>postgresql://role@host:5432/database</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="35"/>
        <source>the password the organiser gave</source>
        <translation>הסיסמה שנתן המארגן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="37"/>
        <source>Test the connection</source>
        <translation>בדיקת החיבור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="39"/>
        <source>Every game played here is sent to the hall as it is played; the table never waits for it. Leave the address empty to play without a hall.</source>
        <translation>כל משחק שמשוחק כאן נשלח לאולם תוך כדי המשחק; השולחן אף פעם לא מחכה לו. השאירו את הכתובת ריקה כדי לשחק בלי אולם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="42"/>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="43"/>
        <source>Password</source>
        <translation>סיסמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="79"/>
        <source>No address: this laptop plays without a hall.</source>
        <translation>אין כתובת: המחשב הזה משחק בלי אולם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="82"/>
        <source>Connecting…</source>
        <translation>מתחבר…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="108"/>
        <source>Connected: this is the head judge&apos;s login.</source>
        <translation>מחובר: זו הכניסה של השופט הראשי.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="110"/>
        <source>Connected: this laptop is table {table}.</source>
        <translation>מחובר: המחשב הזה הוא שולחן {table}.</translation>
    </message>
</context>
<context>
    <name>HallGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Tournament</source>
        <translation>טורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Begun</source>
        <translation>התחיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Length</source>
        <translation>משך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>In the standings</source>
        <translation>בטבלת הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="67"/>
        <source>Last event</source>
        <translation>רשומה אחרונה</translation>
    </message>
</context>
<context>
    <name>HallLink</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="76"/>
        <source>Hall: refused — {why}</source>
        <translation>אולם: סירוב — {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="79"/>
        <source>no connection; trying again</source>
        <translation>אין חיבור; מנסה שוב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="81"/>
        <source>connecting…</source>
        <translation>מתחבר…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="83"/>
        <source>Hall: %n event(s) waiting — {problem}</source>
        <translation>
            <numerusform>אולם: אירוע אחד ממתין — {problem}</numerusform>
            <numerusform>אולם: %n אירועים ממתינים — {problem}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="84"/>
        <source>Hall: {problem}</source>
        <translation>אולם: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="86"/>
        <source>Hall: signed in as the head judge</source>
        <translation>אולם: מחובר כשופט הראשי</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="88"/>
        <source>Hall: table {table} · %n event(s) waiting</source>
        <translation>
            <numerusform>אולם: שולחן {table} · אירוע אחד ממתין</numerusform>
            <numerusform>אולם: שולחן {table} · %n אירועים ממתינים</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="90"/>
        <source>Hall: table {table} · everything sent</source>
        <translation>אולם: שולחן {table} · הכול נשלח</translation>
    </message>
</context>
<context>
    <name>HallPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="151"/>
        <source>Connect</source>
        <translation>התחברות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="153"/>
        <source>The head judge&apos;s URL</source>
        <translation>כתובת ה-URL של השופט הראשי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="154"/>
        <source>Password</source>
        <translation>סיסמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Show roles</source>
        <translation>הצגת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="163"/>
        <source>Hand seating to the tables…</source>
        <translation>העברת סדר הישיבה לשולחנות…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="169"/>
        <source>Bring the hall&apos;s games into this archive</source>
        <translation>להעביר את משחקי האולם לארכיון הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="171"/>
        <source>Every game of the hall, with its events, into this laptop&apos;s archive: the tournament&apos;s protocols, standings and ratings stay here after the day</source>
        <translation>כל משחקי האולם, עם כל הרשומות ביומן, לארכיון של המחשב הנייד הזה: הפרוטוקולים, הדירוג והרייטינג של הטורניר יישארו כאן גם אחרי היום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="182"/>
        <source>Connecting to the hall…</source>
        <translation>מתחבר לאולם…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="198"/>
        <source>Count it</source>
        <translation>הכללה בדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="199"/>
        <source>Count the chosen game in the standings as it stands, though it is not as the hall seated it</source>
        <translation>הכללת המשחק הנבחר בטבלת הדירוג כפי שהוא, אף על פי שלא שוחק לפי סדר הישיבה של האולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="204"/>
        <source>Table</source>
        <translation>שולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="205"/>
        <source>Protocol PDF…</source>
        <translation>פרוטוקול PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="206"/>
        <source>Print protocol…</source>
        <translation>הדפסת פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="218"/>
        <source>Scoring</source>
        <translation>ניקוד</translation>
    </message>
    <message>
        <source>Every finished game in the hall, counted again as each one ends.</source>
        <translation type="vanished">כל המשחקים שהסתיימו באולם, מחושבים מחדש בסוף כל משחק.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="223"/>
        <source>Tables</source>
        <translation>שולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="224"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="225"/>
        <source>Standings</source>
        <translation>טבלת דירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="251"/>
        <source>No head judge&apos;s login is set for this laptop. Set the hall&apos;s URL and the head judge&apos;s password in Settings → Tournament hall, or type them here for this session.</source>
        <translation>לא הוגדרה במחשב הזה כניסה של השופט הראשי. יש להגדיר את כתובת האולם ואת סיסמת השופט הראשי בהגדרות → אולם הטורניר, או להקליד אותן כאן לפעם הזאת.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="259"/>
        <source>Connecting to {url}…</source>
        <translation>מתחבר אל {url}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="266"/>
        <source>Type the head judge&apos;s URL: postgresql://role@host:port/database.</source>
        <translation>יש להקליד את כתובת ה-URL של השופט הראשי: postgresql://role@host:port/database.</translation>
    </message>
    <message>
        <source>The hall at {url}: every table, read twice a second.</source>
        <translation type="vanished">האולם ב-{url}: כל השולחנות, מתעדכן פעמיים בשנייה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="275"/>
        <source>Not signed in to the hall.</source>
        <translation>לא מחובר לאולם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="277"/>
        <source>The tables appear here once the head judge&apos;s login is given above.</source>
        <translation>השולחנות יופיעו כאן לאחר שיוזנו למעלה פרטי הכניסה של השופט הראשי.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="291"/>
        <source>The hall {name}: every table, read twice a second.</source>
        <translation>האולם {name}: כל השולחנות, מתעדכן פעמיים בשנייה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="296"/>
        <source>Nothing read from the hall yet.</source>
        <translation>עדיין לא נקרא דבר מהאולם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="298"/>
        <source>The hall at {url} needs the head judge&apos;s password: type it here (or save it in Settings → Tournament hall).</source>
        <translation>האולם {url} צריך את הסיסמה של השופט הראשי: הקלידו אותה כאן (או שמרו אותה בהגדרות ← אולם הטורניר).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="304"/>
        <source>{problem}. Trying again; the cards show what was last read.</source>
        <translation>{problem}. מנסה שוב; הכרטיסים מציגים את מה שנקרא לאחרונה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Hide roles</source>
        <translation>הסתרת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="403"/>
        <source>Count the game</source>
        <translation>הכללת המשחק בדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="404"/>
        <source>Game {number} of table {table} is not counted: {why}

Count it in the standings as it stands?</source>
        <translation>משחק {number} של שולחן {table} אינו נכלל בדירוג: {why}

לכלול אותו בטבלת הדירוג כפי שהוא?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>Protocol</source>
        <translation>פרוטוקול</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <source>Choose one of the table&apos;s games first.</source>
        <translation>יש לבחור קודם אחד ממשחקי השולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>The hall no longer has this game.</source>
        <translation>המשחק הזה כבר לא נמצא באולם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="438"/>
        <source>This game&apos;s protocol cannot be made: {problem}</source>
        <translation>לא ניתן להפיק את הפרוטוקול של המשחק הזה: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="442"/>
        <source>Protocol PDF</source>
        <translation>פרוטוקול PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="462"/>
        <source>The file could not be written: {error}</source>
        <translation>לא ניתן היה לכתוב את הקובץ: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="465"/>
        <source>Saved: {path}</source>
        <translation>נשמר: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="478"/>
        <source>Hall</source>
        <translation>אולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="484"/>
        <source>Every finished game in the hall that is as the hall seated it (or that you counted on the Games tab), counted again as each one ends.</source>
        <translation>כל משחק שהסתיים באולם ושוחק לפי סדר הישיבה של האולם (או שנכלל ידנית בלשונית &quot;משחקים&quot;), מחושב מחדש בסוף כל משחק.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="486"/>
        <source>No game counts yet: the standings fill in as the tables&apos; games end (a game not as seated waits on the Games tab for you to count it).</source>
        <translation>עדיין אין משחק שנכלל בדירוג: טבלת הדירוג מתמלאת ככל שהמשחקים בשולחנות מסתיימים (משחק שלא שוחק לפי סדר הישיבה ממתין בלשונית &quot;משחקים&quot; להכללה ידנית).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="492"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="504"/>
        <source>Hand seating to the tables</source>
        <translation>העברת סדר הישיבה לשולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="493"/>
        <source>Connect to the hall first: the seats are handed through it.</source>
        <translation>יש להתחבר קודם לאולם: סדר הישיבה מועבר דרכו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="505"/>
        <source>Round {round} is already being played: hand it again and replace its seats? Its games are then held against the new seats.</source>
        <translation>סבב {round} כבר משוחק: לחלק אותו מחדש ולהחליף את הישיבה? המשחקים שלו ייבדקו מול הישיבה החדשה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="546"/>
        <source>Bring the hall&apos;s games</source>
        <translation>העברת משחקי האולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <source>Reading the hall&apos;s games…</source>
        <translation>קריאת משחקי האולם…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="533"/>
        <source>Stopped: the games after these were not brought (bring them again to go on).</source>
        <translation>נעצר: המשחקים שאחרי אלה לא הועברו (יש להעביר שוב כדי להמשיך).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="553"/>
        <source>Round {round}&apos;s seats are handed: each table&apos;s next new game opens with them.</source>
        <translation>סדר הישיבה של סבב {round} הועבר: המשחק החדש הבא בכל שולחן ייפתח איתו.</translation>
    </message>
</context>
<context>
    <name>HallReader</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="122"/>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="143"/>
        <source>The seating was not handed: the hall cannot be reached.</source>
        <translation>סדר הישיבה לא הועבר: אין גישה לאולם.</translation>
    </message>
</context>
<context>
    <name>HallWords</name>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="71"/>
        <source>This game&apos;s log in the hall does not replay: {problem}</source>
        <translation>לא ניתן להפעיל מחדש את יומן המשחק הזה באולם: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="76"/>
        <source>No game yet</source>
        <translation>עדיין אין משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="109"/>
        <source>Offline: the table&apos;s laptop is not connected</source>
        <translation>לא מקוון: המחשב של השולחן אינו מחובר</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="110"/>
        <source>Offline: the table&apos;s laptop is not connected (last event %n min ago)</source>
        <translation>
            <numerusform>לא מקוון: המחשב של השולחן אינו מחובר (רשומה אחרונה לפני דקה אחת)</numerusform>
            <numerusform>לא מקוון: המחשב של השולחן אינו מחובר (רשומה אחרונה לפני %n דקות)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="115"/>
        <source>Quiet: no event for %n min</source>
        <translation>
            <numerusform>שקט: אין רשומה חדשה כבר דקה אחת</numerusform>
            <numerusform>שקט: אין רשומה חדשה כבר %n דקות</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="116"/>
        <source>Last event %n min ago</source>
        <translation>
            <numerusform>רשומה אחרונה לפני דקה אחת</numerusform>
            <numerusform>רשומה אחרונה לפני %n דקות</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="123"/>
        <location filename="../../mafia_desktop/words/hall.py" line="193"/>
        <source>Not counted: {why}</source>
        <translation>לא נכלל בדירוג: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="132"/>
        <source>The table&apos;s clock: {how}</source>
        <translation>השעון של השולחן: {how}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="134"/>
        <source>Refused %n time(s), the latest: {why}</source>
        <translation>
            <numerusform>סירוב אחד: {why}</numerusform>
            <numerusform>%n סירובים, האחרון: {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="142"/>
        <source>game {number}</source>
        <translation>משחק מס&apos;&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="150"/>
        <source>Nominees: {seats}</source>
        <translation>מועמדים: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="157"/>
        <source>{seat} ({how})</source>
        <translation>{seat} ({how})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="160"/>
        <source>Left: {seats}</source>
        <translation>עזבו את השולחן: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="164"/>
        <source>Table {number}</source>
        <translation>שולחן {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="189"/>
        <source>playing: {phase}</source>
        <translation>בעיצומו: {phase}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>accepted</source>
        <translation>אושר ידנית</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>counts</source>
        <translation>נכלל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="197"/>
        <source>once over</source>
        <translation>בסיום המשחק</translation>
    </message>
</context>
<context>
    <name>HandSeating</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="33"/>
        <source>Write each table&apos;s players on a line of its own.</source>
        <translation>יש לכתוב את השחקנים של כל שולחן בשורה משלו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="35"/>
        <source>{lines} lines for {tables} tables: one line a table.</source>
        <translation>{lines} שורות ל-{tables} שולחנות: שורה אחת לכל שולחן.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="41"/>
        <source>Table {table} has an empty seat: write a name between each two commas.</source>
        <translation>בשולחן {table} יש מקום ריק: יש לכתוב שם בין כל שני פסיקים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="44"/>
        <source>Table {table} has {count} players; at most {most}.</source>
        <translation>בשולחן {table} יש {count} שחקנים; לכל היותר {most}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="48"/>
        <source>A name at table {table} is longer than {most} characters.</source>
        <translation>שם בשולחן {table} ארוך מ-{most} תווים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="51"/>
        <source>{name} is seated twice.</source>
        <translation>{name} מושב פעמיים.</translation>
    </message>
</context>
<context>
    <name>HandSeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="60"/>
        <source>Hand seating to the tables</source>
        <translation>העברת סדר הישיבה לשולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="68"/>
        <source>Table 1: Anna, Boris, Vera, …
Table 2: …
(one line a table, the players in seat order, seat 1 first)</source>
        <translation>שולחן 1: ענת, בועז, ורד, …
שולחן 2: …
(שורה לכל שולחן, השחקנים לפי סדר הישיבה, ממקום 1)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="70"/>
        <source>From a seating plan…</source>
        <translation>מתוך תוכנית ישיבה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="75"/>
        <source>Hand to the tables</source>
        <translation>העברה לשולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="81"/>
        <source>Round</source>
        <translation>סבב</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="83"/>
        <source>The seats of %n table(s), a line a table, table 1 first. Each table&apos;s next new game opens with them.</source>
        <translation>
            <numerusform>המקומות של שולחן אחד: שורה לשולחן. המשחק החדש הבא בו ייפתח איתם.</numerusform>
            <numerusform>המקומות של %n שולחנות, שורה לכל שולחן, משולחן 1. המשחק החדש הבא בכל שולחן ייפתח איתם.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="105"/>
        <source>The plan has %n round(s).</source>
        <translation>
            <numerusform>בתוכנית יש סבב אחד.</numerusform>
            <numerusform>בתוכנית יש %n סבבים.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="59"/>
        <source>The mafia shot seat {seat}</source>
        <translation>המאפיה ירתה בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="73"/>
        <source>Take back seat {seat}</source>
        <translation>ביטול הבחירה: שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="77"/>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="145"/>
        <source>Best move: {seats}</source>
        <translation>מהלך מנצח: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="79"/>
        <source>Seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="89"/>
        <source>Record the shots</source>
        <translation>רישום היריות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="90"/>
        <source>Seat {shooter} shot seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{shooter} ירה בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="96"/>
        <source>The don checks seat {seat}</source>
        <translation>הדון בודק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="97"/>
        <source>The sheriff checks seat {seat}</source>
        <translation>השריף בודק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="98"/>
        <source>The commissar checks seat {seat}</source>
        <translation>הבלש בודק את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="99"/>
        <source>The doctor saves seat {seat}</source>
        <translation>הרופא מציל את שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="100"/>
        <source>The mistress visits seat {seat}</source>
        <translation>המאהבת מבקרת אצל שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="107"/>
        <source>Withdraw seat {seat}</source>
        <translation>ביטול ההעמדה של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="109"/>
        <source>Seat {by} nominates seat {seat}</source>
        <translation>שחקן מס&apos;&#xa0;{by} מעמיד את שחקן מס&apos;&#xa0;{seat} להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="110"/>
        <source>Put to the vote: seat {seat}</source>
        <translation>העמדה להדחה: שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="129"/>
        <source>Thank you: {count} for seat {seat}, {rest} for seat {last}</source>
        <translation>תודה: {count} בעד הדחת שחקן מס&apos;&#xa0;{seat}, {rest} בעד הדחת שחקן מס&apos;&#xa0;{last}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="133"/>
        <source>Thank you: {count} for seat {seat}</source>
        <translation>תודה: {count} בעד הדחת שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="138"/>
        <source>Split: {first} and {second}, nobody leaves</source>
        <translation>חלוקה: {first} ו-{second}, אף אחד לא עוזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="142"/>
        <source>Done: {count} for all of them leaving</source>
        <translation>אישור: {count} בעד הדחת כולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="146"/>
        <source>No best move</source>
        <translation>ללא מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="152"/>
        <source>Seat {shooter} did not shoot</source>
        <translation>שחקן מס&apos;&#xa0;{shooter} לא ירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="155"/>
        <source>Miss (no shot, or the shots differ)</source>
        <translation>פספוס (אין ירי, או שהיריות לא תואמות)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>No check</source>
        <translation>ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>Nobody</source>
        <translation>אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="162"/>
        <source>Announce the winner and reveal the roles</source>
        <translation>הכרזה על הקבוצה המנצחת וחשיפת התפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Skip: speech lost (3 fouls)</source>
        <translation>דילוג: דקת הדיבור נשללה (3 פאולים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Next</source>
        <translation>הבא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="169"/>
        <source>Record the arrangement: {seats}</source>
        <translation>רישום התיאום הסטטי: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="181"/>
        <source>Pause</source>
        <translation>השהיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Start</source>
        <translation>התחלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Resume</source>
        <translation>המשך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="185"/>
        <source>+{seconds} s</source>
        <translation>⁦+{seconds}⁩ שניות</translation>
    </message>
    <message>
        <source>Thank you: {count} for seat {seat} (the rest count for him)</source>
        <translation type="vanished">תודה: {count} בעד הדחת שחקן מס&apos;&#xa0;{seat} (שאר הקולות נספרים נגדו)</translation>
    </message>
</context>
<context>
    <name>LoginRows</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/login_rows.py" line="20"/>
        <source>saved</source>
        <translation>נשמרה</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mafia_desktop/self_test.py" line="514"/>
        <location filename="../../mafia_desktop/ui/window.py" line="501"/>
        <source>Archive</source>
        <translation>ארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="131"/>
        <source>Mafia host</source>
        <translation>מנחה מאפיה</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation type="vanished">משחקים פגומים בארכיון: {count}; הם מסומנים ברשימות, והגדרות ← בדיקת הארכיון יגידו מה לא תקין ואיזה גיבוי מחזיק אותם שלמים.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/window.py" line="305"/>
        <source>%n damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation>
            <numerusform>משחק פגום אחד בארכיון; הוא מסומן ברשימות, והגדרות ← בדיקת הארכיון יגידו מה לא תקין ואיזה גיבוי מחזיק אותו שלם.</numerusform>
            <numerusform>%n משחקים פגומים בארכיון; הם מסומנים ברשימות, והגדרות ← בדיקת הארכיון יגידו מה לא תקין ואיזה גיבוי מחזיק אותם שלמים.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="319"/>
        <source>The file&apos;s pages: {problem}</source>
        <translation>דפי הקובץ: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="350"/>
        <source>Backup</source>
        <translation>גיבוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="482"/>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="500"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="503"/>
        <source>Events</source>
        <translation>אירועים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="505"/>
        <source>Undo</source>
        <translation>ביטול פעולה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="507"/>
        <source>Redo</source>
        <translation>ביצוע מחדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="509"/>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Show roles</source>
        <translation>הצגת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="511"/>
        <source>Foul (F)</source>
        <translation>פאול (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="516"/>
        <source>Export protocol…</source>
        <translation>ייצוא פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="525"/>
        <source>Full screen</source>
        <translation>מסך מלא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="528"/>
        <source>Settings…</source>
        <translation>הגדרות…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="531"/>
        <source>About</source>
        <translation>אודות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="518"/>
        <source>Print protocol…</source>
        <translation>הדפסת פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="183"/>
        <source>The archive&apos;s upgrade was stopped before its end: until it is done, the players&apos; figures and the list&apos;s sorting and search may leave out older games. It goes on at the next start.</source>
        <translation>עדכון הארכיון נעצר לפני סופו: עד שיושלם, נתוני השחקנים, המיון והחיפוש ברשימה עלולים להשמיט משחקים ישנים. הוא יימשך בהפעלה הבאה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="504"/>
        <source>Hall</source>
        <translation>אולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="513"/>
        <location filename="../../mafia_desktop/ui/window.py" line="824"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="520"/>
        <source>Audience screen</source>
        <translation>מסך לקהל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="522"/>
        <location filename="../../mafia_desktop/ui/window.py" line="646"/>
        <source>Stream overlay</source>
        <translation>שכבת על לשידור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="529"/>
        <source>Mute the night music</source>
        <translation>השתקת מוזיקת הלילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Hide roles</source>
        <translation>הסתרת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="647"/>
        <source>The overlay cannot start on port {port}: {reason}</source>
        <translation>לא ניתן להפעיל את שכבת העל בפורט {port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="738"/>
        <source>Replay</source>
        <translation>צפייה חוזרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="739"/>
        <source>This game cannot be replayed: {error}</source>
        <translation>לא ניתן להציג את המשחק בצפייה חוזרת: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="763"/>
        <source>The game was moved to the trash (Games → Trash restores it)</source>
        <translation>המשחק הועבר לאשפה (אפשר לשחזר אותו דרך משחקים ← אשפה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="775"/>
        <source>Ratings</source>
        <translation>דירוגים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="776"/>
        <source>The game&apos;s rating was not changed: {why}</source>
        <translation>הדירוג של המשחק לא שונה: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="782"/>
        <source>The game counts for the ratings again; the games after it were rated again</source>
        <translation>המשחק נספר שוב בדירוג; המשחקים שאחריו דורגו מחדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="783"/>
        <source>The game is not rated now: it changes no rating; the games after it were rated again</source>
        <translation>המשחק אינו מדורג עכשיו: הוא אינו משנה שום דירוג; המשחקים שאחריו דורגו מחדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="798"/>
        <location filename="../../mafia_desktop/ui/window.py" line="801"/>
        <location filename="../../mafia_desktop/ui/window.py" line="807"/>
        <source>Export JSON</source>
        <translation>ייצוא JSON</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="799"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1061"/>
        <source>This game cannot be exported: {error}</source>
        <translation>לא ניתן לייצא את המשחק: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="808"/>
        <source>The file could not be written: {error}</source>
        <translation>לא ניתן לכתוב את הקובץ: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="810"/>
        <source>Saved: {path}</source>
        <translation>נשמר: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="898"/>
        <source>Open game</source>
        <translation>פתיחת משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="989"/>
        <source>Restore a backup</source>
        <translation>שחזור גיבוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="995"/>
        <source>Restored the backup {backup}.</source>
        <translation>הגיבוי {backup} שוחזר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="997"/>
        <source>The archive as it was is kept as {aside}: games played since that backup are there (open it with --db, export them as JSON and import them here).</source>
        <translation>הארכיון הקודם נשמר בתור {aside}: המשחקים ששוחקו אחרי הגיבוי הזה נמצאים בו (פתחו אותו עם --db, ייצאו אותם כ-JSON וייבאו אותם לכאן).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1013"/>
        <source>&lt;h3&gt;Mafia host {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;מנחה מאפיה {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1014"/>
        <source>&lt;p&gt;mafia-desktop {version}, MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;mafia-desktop {version}, רישיון MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1015"/>
        <source>&lt;p&gt;&lt;b&gt;The archive&lt;/b&gt; (every game, one file):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;It is backed up by itself after every finished game and when the app closes, into &lt;code&gt;{backups}&lt;/code&gt; (and a second folder, if one is chosen in Settings, where the backups are listed and restored).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;הארכיון&lt;/b&gt; (כל המשחקים, קובץ אחד):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;הוא מגובה מעצמו אחרי כל משחק שהסתיים וכשהתוכנה נסגרת, לתוך &lt;code&gt;{backups}&lt;/code&gt; (ולתיקייה שנייה, אם נבחרה בהגדרות, שם הגיבויים מוצגים ומשוחזרים).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1021"/>
        <source>&lt;p&gt;&lt;b&gt;Font&lt;/b&gt;: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and DejaVu licence: free to use, copy, modify and redistribute; the full text is under “Show Details”).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;גופן&lt;/b&gt;: פרוטוקול ה-PDF מודפס בגופן DejaVu Sans (רישיון Bitstream Vera ו-DejaVu: חופשי לשימוש, להעתקה, לשינוי ולהפצה מחדש; הנוסח המלא נמצא תחת &quot;הצג פרטים&quot;).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1024"/>
        <source>&lt;p&gt;&lt;b&gt;The log&lt;/b&gt; (what the app did and every problem it met, for whoever looks into one):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;יומן האפליקציה&lt;/b&gt; (מה שהאפליקציה עשתה וכל בעיה שנתקלה בה, בשביל מי שיבדוק בעיה כזו):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1027"/>
        <source>&lt;p&gt;Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).&lt;/p&gt;</source>
        <translation>&lt;p&gt;נבנה באמצעות Qt for Python (PySide6, LGPLv3) ו-ReportLab (BSD).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1035"/>
        <source>About Mafia host</source>
        <translation>אודות מנחה מאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1060"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1063"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1070"/>
        <source>Export protocol</source>
        <translation>ייצוא פרוטוקול</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1071"/>
        <source>The protocol could not be written: {error}</source>
        <translation>לא ניתן לכתוב את הפרוטוקול: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1074"/>
        <source>Protocol saved: {path}</source>
        <translation>הפרוטוקול נשמר: {path}</translation>
    </message>
    <message>
        <source>Foul on the speaker (F)</source>
        <translation type="vanished">פאול לדובר (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="535"/>
        <source>Menu</source>
        <translation>תפריט</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="72"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="80"/>
        <source>{preset} — {words}</source>
        <translation>{preset} — {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="103"/>
        <source>Deal the cards at random</source>
        <translation>חלוקת הקלפים באקראי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="104"/>
        <source>Enter the cards by hand</source>
        <translation>הזנת הקלפים ידנית</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="119"/>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="118"/>
        <source>Preset</source>
        <translation>ערכת חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="121"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="195"/>
        <source>Club options</source>
        <translation>אפשרויות מועדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Game</source>
        <translation>משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Club</source>
        <translation>מועדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Tournament</source>
        <translation>טורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Table №</source>
        <translation>שולחן מס&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Game №</source>
        <translation>משחק מס&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="137"/>
        <source>Host (judge)</source>
        <translation>מנחה (שופט)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="144"/>
        <source>Seats</source>
        <translation>מקומות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="149"/>
        <source>Shuffle the seats</source>
        <translation>ערבוב המקומות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Table and seats</source>
        <translation>שולחן ומושבים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="202"/>
        <source>Start the game</source>
        <translation>התחלת המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="226"/>
        <source>table {table}</source>
        <translation>שולחן {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="227"/>
        <source>game {number}</source>
        <translation>משחק {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="228"/>
        <source>host {host}</source>
        <translation>מנחה {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="230"/>
        <source>Club, tournament, table, host</source>
        <translation>מועדון, טורניר, שולחן, מנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="271"/>
        <source>Cards: {cards}</source>
        <translation>קלפים: {cards}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="272"/>
        <source>{count} × {role}</source>
        <translation>{count} × {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="338"/>
        <source>nickname of seat {seat}</source>
        <translation>הכינוי של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="374"/>
        <source>New game — seats from the hall</source>
        <translation>משחק חדש — מקומות מהאולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="375"/>
        <source>The seats the head judge handed this table.</source>
        <translation>המקומות שהשופט הראשי נתן לשולחן הזה.</translation>
    </message>
</context>
<context>
    <name>NightMusic</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="82"/>
        <source>Night music: no mp3, ogg, flac or wav files in {folder}</source>
        <translation>מוזיקת לילה: אין קובצי mp3, ogg, flac או wav ב-{folder}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="97"/>
        <source>Night music cannot play here: Qt Multimedia is missing ({reason}). The nights go on without it.</source>
        <translation>מוזיקת הלילה לא יכולה להתנגן כאן: חסר Qt Multimedia ({reason}). הלילות ממשיכים בלעדיה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="129"/>
        <source>Night music: none of the tracks could be played; the night goes on without it</source>
        <translation>מוזיקת לילה: אף רצועה לא התנגנה; הלילה ממשיך בלעדיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="143"/>
        <source>Night music: {name} is missing: skipped</source>
        <translation>מוזיקת לילה: הקובץ {name} חסר: דילגנו עליו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="155"/>
        <source>Night music: {name} cannot be played ({reason}): skipped</source>
        <translation>מוזיקת לילה: אי אפשר לנגן את {name} ({reason}): דילגנו עליו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music muted</source>
        <translation>מוזיקת הלילה הושתקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music on again</source>
        <translation>מוזיקת הלילה מתנגנת שוב</translation>
    </message>
</context>
<context>
    <name>NightMusicBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="25"/>
        <source>Night music</source>
        <translation>מוזיקת לילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="30"/>
        <source>Choose a folder…</source>
        <translation>בחירת תיקייה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="31"/>
        <source>No music</source>
        <translation>בלי מוזיקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="33"/>
        <source>Where the rules ask for it (sport: every night)</source>
        <translation>איפה שהחוקים דורשים (חוקי ספורט: כל לילה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Every night</source>
        <translation>כל לילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Never</source>
        <translation>אף פעם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="40"/>
        <source>{volume} %</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="54"/>
        <source>The club&apos;s tracks play from “Night falls” to the morning, in a shuffled order, faded in and out: they cover the players&apos; gestures.</source>
        <translation>הרצועות של המועדון מתנגנות מ&quot;העיירה הולכת לישון&quot; ועד הבוקר, בסדר מעורבב, בעלייה ובדעיכה הדרגתיות: הן מסתירות את תנועות השחקנים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="57"/>
        <source>Folder</source>
        <translation>תיקייה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="58"/>
        <source>Plays</source>
        <translation>מתנגנת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="59"/>
        <source>Volume</source>
        <translation>עוצמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="60"/>
        <source>{key} mutes it at the table, and brings it back.</source>
        <translation>{key} משתיק אותה ליד השולחן, ומחזיר אותה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="65"/>
        <source>The night music&apos;s folder</source>
        <translation>התיקייה של מוזיקת הלילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="74"/>
        <source>No folder: the nights are silent</source>
        <translation>אין תיקייה: הלילות שקטים</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="77"/>
        <source>%n track(s) (mp3, ogg, flac, wav) in {folder}</source>
        <translation>
            <numerusform>רצועה אחת (mp3, ogg, flac, wav) ב-{folder}</numerusform>
            <numerusform>%n רצועות (mp3, ogg, flac, wav) ב-{folder}</numerusform>
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
        <translation>כל עוד שכבת העל פועלת, OBS מחליף סצנות לפי מהלך המשחק ומסמן פרקים בהקלטה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="41"/>
        <source>as OBS shows it in Tools → WebSocket Server Settings (none: empty)</source>
        <translation>כפי ש-OBS מציג אותה ב-כלים → הגדרות obs-websocket (אין סיסמה: להשאיר ריק)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The day</source>
        <translation>יום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The vote</source>
        <translation>הצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The night</source>
        <translation>לילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>The end</source>
        <translation>סוף המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>A replay</source>
        <translation>צפייה חוזרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="49"/>
        <source>no scene: OBS&apos;s stays as it is</source>
        <translation>ללא סצנה: הסצנה ב-OBS לא משתנה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="52"/>
        <source>Test: list OBS&apos;s scenes</source>
        <translation>בדיקה: רשימת הסצנות של OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="58"/>
        <source>Address</source>
        <translation>כתובת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="60"/>
        <source>Password</source>
        <translation>סיסמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="61"/>
        <source>The scene for each moment, shown behind the stream&apos;s delay as the overlay is:</source>
        <translation>הסצנה לכל שלב במשחק (אחרי השהיית השידור, כמו שכבת העל):</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="110"/>
        <source>OBS lists %n scene(s): choose one for each moment</source>
        <translation>
            <numerusform>OBS מציג סצנה אחת: יש לבחור סצנה לכל שלב</numerusform>
            <numerusform>OBS מציג %n סצנות: יש לבחור סצנה לכל שלב</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="17"/>
        <source>10 players, sheriff and don (Crime Time / FIIM)</source>
        <translation>10 שחקנים, שריף ודון (Crime Time / FIIM)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="18"/>
        <source>10 players, day 0 and the split (Hebrew club rules)</source>
        <translation>10 שחקנים, יום 0 והחלוקה (חוקי מועדון מאסטרמיינד)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="19"/>
        <source>up to 13, commissar and doctor, two nominations each</source>
        <translation>עד 13 שחקנים, בלש ורופא, שתי העמדות להדחה לכל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="20"/>
        <source>any table, optional doctor, mistress, commissar (party rules)</source>
        <translation>כל גודל שולחן, רופא, מאהבת ובלש לפי בחירה (חוקי מסיבה)</translation>
    </message>
</context>
<context>
    <name>OutcomesDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="50"/>
        <source>Rating service</source>
        <translation>שירות הדירוג</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="52"/>
        <source>%n game(s) published.</source>
        <translation>
            <numerusform>משחק אחד פורסם.</numerusform>
            <numerusform>%n משחקים פורסמו.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="53"/>
        <source>{published} of {games} games published.</source>
        <translation>פורסמו {published} מתוך {games} משחקים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="62"/>
        <source>The service changed the record: {fixes}</source>
        <translation>השירות תיקן את הרשומה: {fixes}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="14"/>
        <source>The mafia shot seat {seat}</source>
        <translation>המאפיה ירתה בשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="15"/>
        <source>The mafia missed</source>
        <translation>המאפיה פספסה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="17"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>הדון בדק את שחקן מס&apos;&#xa0;{seat}: שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="18"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>הדון בדק את שחקן מס&apos;&#xa0;{seat}: לא שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="19"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>השריף בדק את שחקן מס&apos;&#xa0;{seat}: שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="20"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>השריף בדק את שחקן מס&apos;&#xa0;{seat}: אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="21"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>הבלש בדק את שחקן מס&apos;&#xa0;{seat}: שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="22"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>הבלש בדק את שחקן מס&apos;&#xa0;{seat}: לא שחור</translation>
    </message>
</context>
<context>
    <name>OverlayBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="18"/>
        <source>Stream overlay</source>
        <translation>שכבת על לשידור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="23"/>
        <source> s</source>
        <translation> שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="24"/>
        <source>Show viewers the roles and the night&apos;s actions (behind the delay)</source>
        <translation>הצגת התפקידים ופעולות הלילה לצופים (אחרי השהיית השידור)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="26"/>
        <source>Serve another computer on the network (its address carries a key)</source>
        <translation>גישה ממחשב אחר ברשת (הכתובת שלו כוללת מפתח)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A row of ten cards along the bottom</source>
        <translation>שורה של עשרה כרטיסים בתחתית</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A column down the side</source>
        <translation>טור לאורך הצד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="41"/>
        <source>Port</source>
        <translation>פורט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="42"/>
        <source>Stream delay</source>
        <translation>השהיית השידור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="43"/>
        <source>Everything the overlay shows waits this long: set it to the stream&apos;s delay.</source>
        <translation>כל מה ששכבת העל מציגה ממתין פרק זמן זה: יש לקבוע אותו לפי ההשהיה של השידור.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="47"/>
        <source>Font size</source>
        <translation>גודל גופן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="48"/>
        <source>Player cards</source>
        <translation>כרטיסי השחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="54"/>
        <source>Set the stream&apos;s delay first: without one, the players at the table could read the roles on the stream.</source>
        <translation>יש לקבוע קודם את השהיית השידור: בלעדיה, השחקנים שליד השולחן יוכלו לקרוא את התפקידים בשידור.</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="22"/>
        <source>Stream overlay</source>
        <translation>שכבת על לשידור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="28"/>
        <source>Stop the overlay</source>
        <translation>עצירת שכבת העל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="32"/>
        <source>Add this address to OBS as a browser source (1920 × 1080):</source>
        <translation>יש להוסיף את הכתובת הזאת ל-OBS כמקור דפדפן (1920 × 1080):</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="43"/>
        <source>Whole overlay</source>
        <translation>שכבת העל כולה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Player cards</source>
        <translation>כרטיסי השחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Timer and speaker</source>
        <translation>טיימר ודובר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Vote</source>
        <translation>הצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Announcements</source>
        <translation>הכרזות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="52"/>
        <source>Copy</source>
        <translation>העתקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="58"/>
        <source>The overlay is stopped.</source>
        <translation>שכבת העל עצורה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="60"/>
        <source>Pages following the table now: {count}</source>
        <translation>דפים שעוקבים כעת אחרי השולחן: {count}</translation>
    </message>
</context>
<context>
    <name>Photos</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="34"/>
        <source>The file cannot be read: {reason}</source>
        <translation>לא ניתן לקרוא את הקובץ: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="37"/>
        <source>The file is larger than {most} MB: choose a smaller photo</source>
        <translation>הקובץ גדול מ־{most} MB: בחרו תמונה קטנה יותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="42"/>
        <source>This file is not a picture (a JPEG or PNG photo, for instance)</source>
        <translation>הקובץ הזה אינו תמונה (למשל תמונת JPEG או PNG)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="47"/>
        <source>This picture is too large to open ({width} × {height} pixels)</source>
        <translation>התמונה גדולה מכדי לפתוח אותה ({width} × {height} פיקסלים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="60"/>
        <source>This picture is damaged and cannot be read: {reason}</source>
        <translation>התמונה פגומה ולא ניתן לקרוא אותה: {reason}</translation>
    </message>
</context>
<context>
    <name>PickGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="286"/>
        <source>Add games to the event</source>
        <translation>הוספת משחקים לאירוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="301"/>
        <source>Games outside any event, the latest first:</source>
        <translation>משחקים שאינם שייכים לאף אירוע, מהחדש לישן:</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="302"/>
        <source>Every game belongs to an event already.</source>
        <translation>כל המשחקים כבר שייכים לאירוע.</translation>
    </message>
</context>
<context>
    <name>PlayerLinksDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="30"/>
        <source>Players on the rating service</source>
        <translation>שחקנים בשירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="31"/>
        <source>These players have no account of the rating service linked. Choose each one&apos;s account (or type its number): it is kept for their next games. A seat left empty is sent without a player, and the game counts for no rating of theirs there.</source>
        <translation>לשחקנים האלה אין חשבון מקושר בשירות הדירוג. בחרו את החשבון של כל אחד (או הקלידו את מספרו): הוא יישמר למשחקים הבאים שלהם. מקום שנשאר ריק נשלח בלי שחקן, והמשחק לא נספר בדירוג שלו שם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="43"/>
        <source>seat {seat}</source>
        <translation>שחקן מס&apos; {seat}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="44"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>מקום אחד</numerusform>
            <numerusform>%n מקומות</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="48"/>
        <source>the account&apos;s number</source>
        <translation>מספר החשבון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep and publish</source>
        <translation>שמירה ופרסום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep</source>
        <translation>שמירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="71"/>
        <source>Reading the service&apos;s players of these names…</source>
        <translation>מחפשים בשירות שחקנים בשמות האלה…</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="95"/>
        <source>Unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="96"/>
        <source>{role} {wins} of {games} won</source>
        <translation>{role}: ניצח ב-{wins} מתוך {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="116"/>
        <source>Back</source>
        <translation>חזרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="122"/>
        <source>Rename or merge…</source>
        <translation>שינוי שם או מיזוג…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="128"/>
        <source>Photo…</source>
        <translation>תמונה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="129"/>
        <source>A photo of the player for the stream&apos;s overlay and the audience screen</source>
        <translation>תמונת השחקן לשכבת־העל של השידור ולמסך הקהל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="131"/>
        <source>Remove the photo</source>
        <translation>הסרת התמונה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="332"/>
        <source>games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>wins</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>won</source>
        <translation>אחוז ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <source>killed first</source>
        <translation>נרצח ראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="273"/>
        <source>best move: blacks / named</source>
        <translation>מהלך מנצח: שחורים / שנבחרו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>fouls per game</source>
        <translation>פאולים למשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>removals</source>
        <translation>הרחקות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="145"/>
        <source>No finished games yet: results by role appear after the first finished game.</source>
        <translation>עדיין אין משחקים שהסתיימו: התוצאות לפי תפקיד יופיעו אחרי המשחק הראשון שיסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="180"/>
        <source>Replay the game</source>
        <translation>צפייה חוזרת במשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="204"/>
        <source>Results by role</source>
        <translation>תוצאות לפי תפקיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="205"/>
        <source>Rating</source>
        <translation>דירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="245"/>
        <source>Games ({count})</source>
        <translation>משחקים ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="246"/>
        <source>Games: none yet</source>
        <translation>משחקים: עדיין אין</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="252"/>
        <source>Figures count finished games outside the trash; the list also shows %n unfinished game(s).</source>
        <translation>
            <numerusform>הנתונים כוללים משחקים שהסתיימו ואינם באשפה; ברשימה מוצג גם משחק אחד שלא הסתיים.</numerusform>
            <numerusform>הנתונים כוללים משחקים שהסתיימו ואינם באשפה; ברשימה מוצגים גם %n משחקים שלא הסתיימו.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="267"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>בחר שחקן אחד במהלכים מנצחים, מהם שחורים: {black}</numerusform>
            <numerusform>בחר %n שחקנים במהלכים מנצחים, מהם שחורים: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="274"/>
        <source>%n foul(s) in all</source>
        <translation>
            <numerusform>פאול אחד בסך הכול</numerusform>
            <numerusform>%n פאולים בסך הכול</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="290"/>
        <source>Rating {overall} (red {red}, black {black}) over %n rated game(s)</source>
        <translation>
            <numerusform>דירוג {overall} (אדום {red}, שחור {black}) במשחק מדורג אחד</numerusform>
            <numerusform>דירוג {overall} (אדום {red}, שחור {black}) ב-%n משחקים מדורגים</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="396"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="399"/>
        <source>{reason}.

The photo was not changed.</source>
        <translation>{reason}.

התמונה לא שונתה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="414"/>
        <source>A photo of {player}</source>
        <translation>תמונה של {player}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="415"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.bmp)</source>
        <translation>תמונות (*.jpg *.jpeg *.png *.webp *.bmp)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="419"/>
        <source>Photo</source>
        <translation>תמונה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="475"/>
        <source>{new} is already a player.

{old_games}; {new_games}.
Merge {old} into {new}? {all_games}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation>{new} כבר קיים כשחקן.

{old_games}; {new_games}.
למזג את {old} לתוך {new}? {all_games}; המשחקים ישמרו את השם שתחתיו נרשמו, וחיפוש של {old} ימצא את {new}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="478"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="479"/>
        <source>{player} has %n game(s)</source>
        <translation>
            <numerusform>ל-{player} יש משחק אחד</numerusform>
            <numerusform>ל-{player} יש %n משחקים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="480"/>
        <source>All %n game(s) will count for {player}</source>
        <translation>
            <numerusform>משחק אחד ייזקף ל-{player}</numerusform>
            <numerusform>כל %n המשחקים ייזקפו ל-{player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures count finished games outside the trash; the list also shows {count} unfinished game(s).</source>
        <translation type="vanished">הנתונים כוללים משחקים שהסתיימו ואינם באשפה; ברשימה מוצגים גם משחקים שלא הסתיימו: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="254"/>
        <source>Figures count finished games outside the trash.</source>
        <translation>הנתונים כוללים משחקים שהסתיימו ואינם באשפה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="258"/>
        <source>Finished games outside the trash</source>
        <translation>משחקים שהסתיימו ואינם באשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="262"/>
        <source>Games in which this player was the first shot at night</source>
        <translation>משחקים שבהם השחקן נרצח ראשון בלילה</translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">שחקנים שבחר במהלכים מנצחים: {named}, מהם שחורים: {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="269"/>
        <source>best move: blacks / named ({percent})</source>
        <translation>מהלך מנצח: שחורים / שנבחרו ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="272"/>
        <source>No best move yet</source>
        <translation>עדיין אין מהלך מנצח</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in all</source>
        <translation type="vanished">סך הכול פאולים: {fouls}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="276"/>
        <source>Games in which this player was removed from the table</source>
        <translation>משחקים שבהם השחקן הורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="305"/>
        <source>Won</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="307"/>
        <source>Lost or drawn</source>
        <translation>הפסד או תיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="439"/>
        <source>A player needs a name: nothing was changed.</source>
        <translation>לשחקן חייב להיות שם: לא שונה דבר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="450"/>
        <source>{error}.

Nothing was changed.</source>
        <translation>{error}.

לא שונה דבר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="466"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="486"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="489"/>
        <source>Rename or merge</source>
        <translation>שינוי שם או מיזוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="467"/>
        <source>New name for {player}.
The name of another player merges the two into one.</source>
        <translation>שם חדש עבור {player}.
שם של שחקן אחר ימזג את שניהם לשחקן אחד.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="474"/>
        <source>Merge two players</source>
        <translation>מיזוג שני שחקנים</translation>
    </message>
    <message>
        <source>{new} is already a player.

{old} has {old_games} game(s), {new} has {new_games}.
Merge {old} into {new}? All {all_games} game(s) will count for {new}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation type="vanished">{new} כבר קיים כשחקן.

משחקים של {old}: {old_games}; משחקים של {new}: {new_games}.
למזג את {old} לתוך {new}? כל המשחקים ({all_games}) ייזקפו ל-{new}; המשחקים ישמרו את השם שתחתיו נרשמו, וחיפוש של {old} ימצא את {new}.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="37"/>
        <source>role not recorded</source>
        <translation>התפקיד לא נרשם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="38"/>
        <source>Role not recorded</source>
        <translation>התפקיד לא נרשם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="94"/>
        <source>won {wins} of {games}</source>
        <translation>ניצח ב-{wins} מתוך {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="95"/>
        <source>won {wins} of {games} ({percent})</source>
        <translation>ניצח ב-{wins} מתוך {games} ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="101"/>
        <source>{player}: no finished game yet</source>
        <translation>{player}: עדיין אין משחק שהסתיים</translation>
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
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="121"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="54"/>
        <source>The player&apos;s name in the archive</source>
        <translation>שם השחקן בארכיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="122"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="61"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="123"/>
        <source>Finished games outside the trash</source>
        <translation>משחקים שהסתיימו ואינם באשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="124"/>
        <source>Wins</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="125"/>
        <source>Win %</source>
        <translation>% ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="128"/>
        <source>Wins over games played</source>
        <translation>ניצחונות מתוך המשחקים ששוחקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="140"/>
        <source>{player} has not played {role} yet</source>
        <translation>{player} עוד לא שיחק בתפקיד {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="142"/>
        <source>As {role}: {record}</source>
        <translation>בתפקיד {role}: {record}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="146"/>
        <source>Win % as {role} (a dash: never played {role})</source>
        <translation>אחוז הניצחונות בתפקיד {role} (מקף: לא שיחק אף פעם בתפקיד {role})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="154"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>בחר שחקן אחד במהלכים מנצחים, מהם שחורים: {black}</numerusform>
            <numerusform>בחר %n שחקנים במהלכים מנצחים, מהם שחורים: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="162"/>
        <source>%n foul(s) {in_games}</source>
        <translation>
            <numerusform>פאול אחד {in_games}</numerusform>
            <numerusform>%n פאולים {in_games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="161"/>
        <source>in %n game(s)</source>
        <translation>
            <numerusform>במשחק אחד</numerusform>
            <numerusform>ב-%n משחקים</numerusform>
        </translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">שחקנים שבחר במהלכים מנצחים: {named}, מהם שחורים: {black}</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in {games} game(s)</source>
        <translation type="vanished">פאולים: {fouls}, משחקים: {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="168"/>
        <source>Killed first</source>
        <translation>נרצח ראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="170"/>
        <source>Games in which the player was the first shot at night</source>
        <translation>משחקים שבהם השחקן נרצח ראשון בלילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="171"/>
        <source>Best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="173"/>
        <source>Blacks named / seats named in best moves</source>
        <translation>שחורים שנבחרו / שחקנים שנבחרו במהלכים מנצחים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="174"/>
        <source>Fouls / game</source>
        <translation>פאולים / משחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="175"/>
        <source>Fouls per game played</source>
        <translation>פאולים לכל משחק ששוחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="176"/>
        <source>Removals</source>
        <translation>הרחקות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="177"/>
        <source>Games in which the player was removed from the table</source>
        <translation>משחקים שבהם השחקן הורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="55"/>
        <source>Overall</source>
        <translation>כללי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="57"/>
        <source>Red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="59"/>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="63"/>
        <source>Change</source>
        <translation>שינוי</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="143"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="97"/>
        <source>Back</source>
        <translation>חזרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="146"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="100"/>
        <source>Find a player: type any part of the name</source>
        <translation>חיפוש שחקן: להקליד חלק כלשהו מהשם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="155"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="115"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="202"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="160"/>
        <source>{shown} of %Ln player(s)</source>
        <translation>
            <numerusform>{shown} מתוך שחקן אחד</numerusform>
            <numerusform>{shown} מתוך %Ln שחקנים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="203"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="161"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>שחקן אחד</numerusform>
            <numerusform>%Ln שחקנים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <translation type="vanished">
            <numerusform>{shown} מתוך שחקן אחד</numerusform>
            <numerusform>{shown} מתוך %n שחקנים</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="vanished">
            <numerusform>שחקן אחד</numerusform>
            <numerusform>%n שחקנים</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation type="vanished">שחקנים: {shown} מתוך {total}</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation type="vanished">שחקנים: {total}</translation>
    </message>
</context>
<context>
    <name>PointsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="14"/>
        <source>Points for seat {seat}</source>
        <translation>נקודות לשחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="15"/>
        <source>e.g. 0.3 or -0.5</source>
        <translation>למשל 0.3 או ‎-0.5</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="16"/>
        <source>why (printed on the protocol)</source>
        <translation>סיבה (תודפס בפרוטוקול)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="19"/>
        <source>Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)</source>
        <translation>שחקן מס&apos;&#xa0;{seat} — {nickname}: נקודות נוספות (מספר חיובי) או קנס (מספר שלילי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="23"/>
        <source>Points</source>
        <translation>נקודות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="24"/>
        <source>Reason</source>
        <translation>סיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="40"/>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>&quot;{text}&quot; אינו מספר</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>Print protocol</source>
        <translation>הדפסת פרוטוקול</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>The protocol could not be printed: {reason}</source>
        <translation>לא ניתן להדפיס את הפרוטוקול: {reason}</translation>
    </message>
</context>
<context>
    <name>ProtocolWords</name>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="61"/>
        <source>MAFIA GAME PROTOCOL</source>
        <translation>פרוטוקול משחק מאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="62"/>
        <source>UNFINISHED</source>
        <translation>לא הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="63"/>
        <source>The game was not finished: roles, night actions and the best move&apos;s score stay hidden.</source>
        <translation>המשחק לא הסתיים: התפקידים, פעולות הלילה והניקוד של המהלך המנצח נשארים מוסתרים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="68"/>
        <source>Civilian</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="69"/>
        <source>Sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="70"/>
        <source>Commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="71"/>
        <source>Doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="72"/>
        <source>Mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="73"/>
        <source>Mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="74"/>
        <source>Don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="77"/>
        <source>Civilians</source>
        <translation>אזרחים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="80"/>
        <source>1 civilian</source>
        <translation>אזרח אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="81"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="282"/>
        <source>sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="82"/>
        <source>commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="83"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="331"/>
        <source>doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="84"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="332"/>
        <source>mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="85"/>
        <source>1 mafia</source>
        <translation>מאפיונר אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="86"/>
        <source>don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="90"/>
        <source>{count} civilians</source>
        <translation>{count} אזרחים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="91"/>
        <source>{count} sheriff</source>
        <translation>{count} שריפים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="92"/>
        <source>{count} commissar</source>
        <translation>{count} בלשים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="93"/>
        <source>{count} doctor</source>
        <translation>{count} רופאים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="94"/>
        <source>{count} mistress</source>
        <translation>{count} מאהבות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="95"/>
        <source>{count} mafia</source>
        <translation>{count} מאפיונרים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="96"/>
        <source>{count} don</source>
        <translation>{count} דונים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="100"/>
        <source>The town (red team) wins</source>
        <translation>העיירה (האדומים) ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="101"/>
        <source>The mafia (black team) wins</source>
        <translation>המאפיה (השחורים) ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="102"/>
        <source>Draw: nobody wins</source>
        <translation>המשחק הסתיים בתיקו: אף קבוצה לא ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="104"/>
        <source>No winner: the game is unfinished</source>
        <translation>אין מנצחים: המשחק לא הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="107"/>
        <source>Sport (FIIM-style, Crime Time rules 2013)</source>
        <translation>ספורט (בסגנון FIIM, חוקי Crime Time 2013)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="108"/>
        <source>Mastermind (Hebrew club rules)</source>
        <translation>מאסטרמיינד (חוקי מועדון ישראלי)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="109"/>
        <source>Latvian rules</source>
        <translation>חוקים לטביים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="110"/>
        <source>Classic (party rules, evening points)</source>
        <translation>קלאסי (חוקי מסיבה, ניקוד לאורך הערב)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="115"/>
        <source>Club</source>
        <translation>מועדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="116"/>
        <source>Tournament</source>
        <translation>טורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="117"/>
        <source>Date</source>
        <translation>תאריך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="118"/>
        <source>Time</source>
        <translation>שעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="119"/>
        <source>Table №</source>
        <translation>שולחן מס&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="120"/>
        <source>Game №</source>
        <translation>משחק מס&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="121"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="146"/>
        <source>Host (judge)</source>
        <translation>מנחה (שופט)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="123"/>
        <source>№</source>
        <translation>מס&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="124"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="125"/>
        <source>Role</source>
        <translation>תפקיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="126"/>
        <source>Fouls</source>
        <translation>פאולים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="127"/>
        <source>Left the table</source>
        <translation>עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="128"/>
        <source>Points</source>
        <translation>נקודות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="129"/>
        <source>Tech.</source>
        <translation>טכני</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="131"/>
        <source>R</source>
        <translation>ה</translation>
    </message>
    <message>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game</source>
        <translation type="vanished">י2 — פאול שניתן ביום 2, ל2 — בלילה 2 · ה במשבצת כהה: הורחק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="132"/>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game · (8) among a day&apos;s nominees: the one who left · 4: 2,5,7,9 four hands, those of seats 2, 5, 7 and 9</source>
        <translation>י2 — פאול שניתן ביום 2, ל2 — בלילה 2 · ה במשבצת כהה: הורחק מהשולחן · (8) בין המועמדים של היום: מי שעזב את השולחן · 4: 2,5,7,9 — ארבע ידיים, של שחקנים מס&apos; 2, 5, 7 ו-9</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="137"/>
        <source>D{day}</source>
        <translation>י{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="138"/>
        <source>N{night}</source>
        <translation>ל{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="139"/>
        <source>Day: nominations and votes</source>
        <translation>יום: העמדות להדחה והצבעות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="140"/>
        <source>Night: shot, checks, morning</source>
        <translation>לילה: ירי, חקירות, בוקר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="141"/>
        <source>Result</source>
        <translation>תוצאה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="142"/>
        <source>Winning team</source>
        <translation>הקבוצה המנצחת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="143"/>
        <source>Roles</source>
        <translation>תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="144"/>
        <source>Best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="145"/>
        <source>hidden until the game ends</source>
        <translation>מוסתר עד סוף המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="147"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="148"/>
        <source>Players&apos; captain</source>
        <translation>קפטן השחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="149"/>
        <source>Notes (protests, comments)</source>
        <translation>הערות (ערעורים, הסתייגויות)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="150"/>
        <source>Penalties explained</source>
        <translation>פירוט הקנסות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="152"/>
        <source>foul</source>
        <translation>פאול</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="153"/>
        <source>technical foul</source>
        <translation>פאול טכני</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="154"/>
        <source>removed</source>
        <translation>הורחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="155"/>
        <source>disqualified</source>
        <translation>נפסל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="156"/>
        <source>Rules</source>
        <translation>חוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="157"/>
        <source>Changed from the preset</source>
        <translation>שינויים לעומת ערכת החוקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="158"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="263"/>
        <source>none</source>
        <translation>אין</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="159"/>
        <source>The log holds no game: there is nothing to print</source>
        <translation>היומן לא מכיל משחק: אין מה להדפיס</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="163"/>
        <source>Page {number}</source>
        <translation>עמוד {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="167"/>
        <source>Game id {id}</source>
        <translation>מזהה משחק {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="173"/>
        <source>{penalty}: {reason}</source>
        <translation>{penalty}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="180"/>
        <source>Points {points}: {reason}</source>
        <translation>נקודות {points}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="181"/>
        <source>Points {points}</source>
        <translation>נקודות {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="188"/>
        <source>Day {number}</source>
        <translation>יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="194"/>
        <source>Night {number}</source>
        <translation>לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="198"/>
        <source>killed, day {number}</source>
        <translation>נרצח, יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="199"/>
        <source>killed, night {number}</source>
        <translation>נרצח, לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="200"/>
        <source>voted out, day {number}</source>
        <translation>הודח, יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="201"/>
        <source>voted out, night {number}</source>
        <translation>הודח, לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="202"/>
        <source>removed, day {number}</source>
        <translation>הורחק, יום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="203"/>
        <source>removed, night {number}</source>
        <translation>הורחק, לילה {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="216"/>
        <source>{departure} ({reason})</source>
        <translation>{departure} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="222"/>
        <source>Vote</source>
        <translation>הצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="224"/>
        <source>Revote</source>
        <translation>הצבעה חוזרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="225"/>
        <source>Revote {number}</source>
        <translation>הצבעה חוזרת {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="231"/>
        <source>Did not vote: {seats}</source>
        <translation>לא הצביעו: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="233"/>
        <source>Did not vote in the revote: {seats}</source>
        <translation>לא הצביעו בהצבעה החוזרת: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="234"/>
        <source>Did not vote in the revote {number}: {seats}</source>
        <translation>לא הצביעו בהצבעה החוזרת {number}: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="239"/>
        <source>Nominated</source>
        <translation>העמדות להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="240"/>
        <source>Put to the vote by the host</source>
        <translation>הועמדו להצבעה על ידי המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="241"/>
        <source>Withdrawn</source>
        <translation>העמדות שבוטלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="242"/>
        <source>Nobody nominated</source>
        <translation>אף שחקן לא הועמד להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="243"/>
        <source>+{seats} by the rule</source>
        <translation>+{seats} לפי החוק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="244"/>
        <source>All {seats} to leave?</source>
        <translation>להדיח את כל השחקנים בתיקו ({seats})?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="245"/>
        <source>All {seats} to leave? (the vote was still under way)</source>
        <translation>להדיח את כל השחקנים בתיקו ({seats})? (ההצבעה טרם הסתיימה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="247"/>
        <source>a majority, they all leave</source>
        <translation>יש רוב: כולם מודחים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="248"/>
        <source>no majority, they all stay</source>
        <translation>אין רוב: כולם נשארים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="250"/>
        <source>{yes} yes of {voters} ({seats}): {result}</source>
        <translation>{yes} בעד מתוך {voters} ({seats}): {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="251"/>
        <source>{yes} yes of {voters}: {result}</source>
        <translation>{yes} בעד מתוך {voters}: {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="252"/>
        <source>Split: {seats} tie by custom, each speaks 30 s more; nobody leaves</source>
        <translation>חלוקה: {seats} בתיקו לפי המנהג, כל אחד מדבר חצי דקה נוספת; אף שחקן לא מודח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="253"/>
        <source>Left</source>
        <translation>הודחו</translation>
    </message>
    <message>
        <source>Nobody left</source>
        <translation type="vanished">אף שחקן לא הודח</translation>
    </message>
    <message>
        <source>Nobody left ({rule})</source>
        <translation type="vanished">אף שחקן לא הודח ({rule})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="254"/>
        <source>Removed</source>
        <translation>הורחקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="255"/>
        <source>{seat} ({reason})</source>
        <translation>{seat} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="256"/>
        <source>Speech skipped</source>
        <translation>דילוג על דקת הדיבור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="257"/>
        <source>The game ends.</source>
        <translation>המשחק הסתיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="260"/>
        <source>Shots</source>
        <translation>יריות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="261"/>
        <source>Shot</source>
        <translation>ירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="262"/>
        <source>no shot</source>
        <translation>אין ירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="264"/>
        <source>hit {seat}</source>
        <translation>ירי מוצלח: {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="265"/>
        <source>hit {seat}, saved by the doctor</source>
        <translation>ירי מוצלח: {seat}, ניצל על ידי הרופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="266"/>
        <source>miss</source>
        <translation>פספוס</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="267"/>
        <source>The don&apos;s arrangement: {seats}</source>
        <translation>התיאום הסטטי של הדון: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="268"/>
        <source>Morning</source>
        <translation>בוקר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="271"/>
        <source>Don checked {seat}</source>
        <translation>הדון בדק את מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="272"/>
        <source>Sheriff checked {seat}</source>
        <translation>השריף בדק את מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="273"/>
        <source>Commissar checked {seat}</source>
        <translation>הבלש בדק את מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="276"/>
        <source>Don: no check</source>
        <translation>דון: ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="277"/>
        <source>Sheriff: no check</source>
        <translation>שריף: ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="278"/>
        <source>Commissar: no check</source>
        <translation>בלש: ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="283"/>
        <source>not the sheriff</source>
        <translation>לא שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="284"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="286"/>
        <source>black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="285"/>
        <source>red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="287"/>
        <source>not black</source>
        <translation>לא שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="289"/>
        <source>blocked by the mistress</source>
        <translation>נחסם על ידי המאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="290"/>
        <source>Doctor saved {seat}</source>
        <translation>הרופא הציל את מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="291"/>
        <source>Doctor saved {seat} (blocked by the mistress)</source>
        <translation>הרופא הציל את מס&apos;&#xa0;{seat} (נחסם על ידי המאהבת)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="292"/>
        <source>Doctor: nobody</source>
        <translation>רופא: אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="293"/>
        <source>Mistress visited {seat}</source>
        <translation>המאהבת ביקרה אצל מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="294"/>
        <source>Mistress: nobody</source>
        <translation>מאהבת: אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="301"/>
        <source>Seat {seat} named nobody</source>
        <translation>שחקן מס&apos;&#xa0;{seat} לא נקב באף מספר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="303"/>
        <source>Seat {seat} named {seats}</source>
        <translation>שחקן מס&apos;&#xa0;{seat} נקב במספרים {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="305"/>
        <source>Seat {seat} named {seats}: {black} of them black</source>
        <translation>שחקן מס&apos;&#xa0;{seat} נקב במספרים {seats}: שחורים מתוכם: {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="312"/>
        <source>speech</source>
        <translation>דקת דיבור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="313"/>
        <source>last word</source>
        <translation>צוואה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="314"/>
        <source>tie speech</source>
        <translation>חצי דקה נוספת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="315"/>
        <source>mafia agreement</source>
        <translation>תיאום המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="316"/>
        <source>role meeting</source>
        <translation>פגישה עם המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="317"/>
        <source>don&apos;s check</source>
        <translation>חקירת הדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="318"/>
        <source>sheriff&apos;s check</source>
        <translation>חקירת השריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="319"/>
        <source>best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="320"/>
        <source>open talk</source>
        <translation>דיון פתוח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="321"/>
        <source>open talk per player</source>
        <translation>דיון פתוח לכל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="322"/>
        <source>penalty speech</source>
        <translation>דקת דיבור מקוצרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="323"/>
        <source>warning</source>
        <translation>אזהרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="327"/>
        <source>shot</source>
        <translation>ירי המאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="328"/>
        <source>don check</source>
        <translation>חקירת הדון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="329"/>
        <source>sheriff check</source>
        <translation>חקירת השריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="330"/>
        <source>commissar check</source>
        <translation>חקירת הבלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="340"/>
        <source>{count} players: {roles}</source>
        <translation>{count} שחקנים: {roles}</translation>
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
        <translation>הרכב השולחן: {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="349"/>
        <source>{timer} {seconds} s</source>
        <translation>{timer}: {seconds} שניות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="353"/>
        <source>timers: {timers}</source>
        <translation>טיימרים: {timers}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="357"/>
        <source>up to {count} nominations per speech</source>
        <translation>העמדות להדחה בכל דקת דיבור: עד {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="362"/>
        <source>the doctor may save himself any number of times</source>
        <translation>הרופא רשאי להציל את עצמו ללא הגבלה</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/protocol.py" line="363"/>
        <source>the doctor may save himself %n time(s) a game</source>
        <translation>
            <numerusform>הרופא רשאי להציל את עצמו פעם אחת במשחק</numerusform>
            <numerusform>הרופא רשאי להציל את עצמו %n פעמים במשחק</numerusform>
        </translation>
    </message>
    <message>
        <source>the doctor may save himself {count} time(s) a game</source>
        <translation type="vanished">מספר הפעמים שהרופא רשאי להציל את עצמו במשחק: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="367"/>
        <source>days counted from {day}</source>
        <translation>הימים נספרים החל מיום {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="372"/>
        <source>night order: {steps}</source>
        <translation>סדר הלילה: {steps}</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} ו־{seat}</translation>
    </message>
    <message>
        <source>× a foul · R in a dark box: removed from the game</source>
        <translation type="vanished">× פאול · ה בתיבה כהה: הורחק מהשולחן</translation>
    </message>
    <message>
        <source>+{seats} did not vote</source>
        <translation type="vanished">+{seats} (לא הצביעו)</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="76"/>
        <source>no account set (Settings → Rating service)</source>
        <translation>לא הוגדר חשבון (הגדרות ← שירות הדירוג)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="130"/>
        <source>Rating service</source>
        <translation>שירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="136"/>
        <source>No account of the rating service is set: Settings → Rating service, then publish again.</source>
        <translation>לא הוגדר חשבון בשירות הדירוג: הגדרות ← שירות הדירוג, ואז פרסמו שוב.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="140"/>
        <source>Games are being sent to the rating service: publish again in a moment.</source>
        <translation>משחקים נשלחים כעת לשירות הדירוג: פרסמו שוב בעוד רגע.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="155"/>
        <source>Sent without a player, so with no rating there: {names}</source>
        <translation>נשלחו בלי שחקן, ולכן בלי דירוג שם: {names}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="183"/>
        <source>Rating service: sending…</source>
        <translation>שירות הדירוג: שולחים…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="185"/>
        <source>Rating service: everything sent</source>
        <translation>שירות הדירוג: הכול נשלח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="186"/>
        <source>not sent yet</source>
        <translation>עדיין לא נשלח</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="187"/>
        <source>Rating service: %n game(s) waiting — {why}</source>
        <translation>
            <numerusform>שירות הדירוג: משחק אחד ממתין — {why}</numerusform>
            <numerusform>שירות הדירוג: %n משחקים ממתינים — {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="200"/>
        <source>Send now</source>
        <translation>שליחה עכשיו</translation>
    </message>
</context>
<context>
    <name>Publishing</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="34"/>
        <source>Published on the rating service (its game {number})</source>
        <translation>פורסם בשירות הדירוג (המשחק שלו {number})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="38"/>
        <source>Refused by the rating service: {reason}</source>
        <translation>שירות הדירוג סירב: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="39"/>
        <source>Waiting to be sent to the rating service: {reason}</source>
        <translation>ממתין לשליחה לשירות הדירוג: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="40"/>
        <source>not sent yet</source>
        <translation>עדיין לא נשלח</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Overall</source>
        <translation>כללי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Red</source>
        <translation>אדום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Black</source>
        <translation>שחור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="55"/>
        <source>rated games</source>
        <translation>משחקים מדורגים</translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="35"/>
        <source>since the start</source>
        <translation>מההתחלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="36"/>
        <source>the last 7 days</source>
        <translation>ב-7 הימים האחרונים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="37"/>
        <source>the last 30 days</source>
        <translation>ב-30 הימים האחרונים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="38"/>
        <source>the last 90 days</source>
        <translation>ב-90 הימים האחרונים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="39"/>
        <source>the last 365 days</source>
        <translation>ב-365 הימים האחרונים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="56"/>
        <source>The overall rating: his start plus all he earned</source>
        <translation>הדירוג הכללי: דירוג הפתיחה שלו ועוד כל מה שהרוויח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="58"/>
        <source>The red rating: games as a civilian or the sheriff</source>
        <translation>הדירוג האדום: משחקים בתפקיד אזרח או שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="60"/>
        <source>The black rating: games as the mafia or the don</source>
        <translation>הדירוג השחור: משחקים בתפקיד מאפיונר או דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="62"/>
        <source>Rated games</source>
        <translation>משחקים מדורגים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="64"/>
        <source>What he earned over the period chosen above</source>
        <translation>מה שהרוויח בתקופה שנבחרה למעלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="106"/>
        <source>Change: {period}</source>
        <translation>שינוי: {period}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="119"/>
        <source>Starting ratings…</source>
        <translation>דירוגי פתיחה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="121"/>
        <source>A CSV file of the rating service&apos;s ratings (nickname, overall, red, black): the club&apos;s ratings go on from them</source>
        <translation>קובץ CSV עם הדירוגים של שירות הדירוג (כינוי, כללי, אדום, שחור): דירוגי המועדון ממשיכים מהם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="173"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="184"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="188"/>
        <source>Starting ratings</source>
        <translation>דירוגי פתיחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="174"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>קובצי CSV (*.csv);;כל הקבצים (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="189"/>
        <source>Starting ratings for %n player(s); every game was rated again from them.</source>
        <translation>
            <numerusform>דירוגי פתיחה לשחקן אחד; כל המשחקים דורגו מחדש על בסיסם.</numerusform>
            <numerusform>דירוגי פתיחה ל-%n שחקנים; כל המשחקים דורגו מחדש על בסיסם.</numerusform>
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
        <translation>ייבוא רשומות משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="41"/>
        <source>Game records (*.json)</source>
        <translation>רשומות משחקים (*.json)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="45"/>
        <source>Import every record in a folder</source>
        <translation>ייבוא כל הרשומות שבתיקייה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="49"/>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="75"/>
        <source>Import another archive</source>
        <translation>ייבוא ארכיון אחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="50"/>
        <source>Archives and their exports (*.sqlite3 *.db *.jsonl);;Every file (*)</source>
        <translation>ארכיונים והייצואים שלהם (*.sqlite3 *.db *.jsonl);;כל הקבצים (*)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="76"/>
        <source>Importing the games of {file}…</source>
        <translation>ייבוא המשחקים מ־{file}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="102"/>
        <source>Nothing was imported: the backup made before an import could not be written.

{problem}</source>
        <translation>שום דבר לא יובא: לא ניתן היה לכתוב את הגיבוי שנעשה לפני הייבוא.

{problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="112"/>
        <source>Importing {count} files…</source>
        <translation>מייבא קבצים ({count})…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="138"/>
        <source>Stopped: the records after these were not imported (the batch under way was undone whole; import the same files again to go on).</source>
        <translation>נעצר: הרשומות שאחרי אלה לא יובאו (המנה שבתהליך בוטלה כולה; כדי להמשיך, יש לייבא שוב את אותם קבצים).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="142"/>
        <source>… and {count} more problems.</source>
        <translation>… ועוד בעיות: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="149"/>
        <source>… and {count} more.</source>
        <translation>… ועוד {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="150"/>
        <source>Put these records in place of the archived games? The archived games go to the trash (nothing is lost); No keeps the archive as it is.</source>
        <translation>להציב את הרשומות האלה במקום המשחקים שבארכיון? המשחקים שבארכיון יועברו לאשפה (שום דבר לא הולך לאיבוד); &quot;לא&quot; משאיר את הארכיון כפי שהוא.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="155"/>
        <source>Records that differ from archived games</source>
        <translation>רשומות ששונות מהמשחקים שבארכיון</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="50"/>
        <source>The town won</source>
        <translation>העיירה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="51"/>
        <source>The mafia won</source>
        <translation>המאפיה ניצחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="52"/>
        <source>A draw</source>
        <translation>המשחק הסתיים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="54"/>
        <source>Sport rules</source>
        <translation>חוקי ספורט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="55"/>
        <source>Mastermind rules</source>
        <translation>חוקי מאסטרמיינד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="56"/>
        <source>Latvian rules</source>
        <translation>חוקים לטביים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="57"/>
        <source>Classic rules</source>
        <translation>חוקים קלאסיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="106"/>
        <source>Table {table}</source>
        <translation>שולחן {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="107"/>
        <source>Game {game}</source>
        <translation>משחק {game}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="110"/>
        <source>Unfinished ({phase})</source>
        <translation>לא הסתיים ({phase})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="114"/>
        <source>Finished</source>
        <translation>הסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="116"/>
        <source>{preset} rules</source>
        <translation>חוקי {preset}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="117"/>
        <source>{count} players</source>
        <translation>שחקנים: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="118"/>
        <source>host {host}</source>
        <translation>מנחה: {host}</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation type="vanished">d בMMMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="157"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — “Hide roles” or Ctrl+R hides them</source>
        <translation>התפקידים גלויים לכל מי שמסתכל — &quot;הסתרת תפקידים&quot; או Ctrl+R מסתירים אותם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="161"/>
        <source>← Back to the list</source>
        <translation>→ חזרה לרשימה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Show roles</source>
        <translation>הצגת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="165"/>
        <source>Resume the game</source>
        <translation>המשך המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="167"/>
        <source>Export PDF…</source>
        <translation>ייצוא PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="169"/>
        <source>Export JSON…</source>
        <translation>ייצוא JSON…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="171"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>Move to trash</source>
        <translation>העברה לאשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="172"/>
        <source>Video…</source>
        <translation>סרטון…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="174"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Rated</source>
        <translation>מדורג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="178"/>
        <source>Publish</source>
        <translation>פרסום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="234"/>
        <source>|◀ First</source>
        <translation>|▶ להתחלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="235"/>
        <source>◀ Back</source>
        <translation>▶ אחורה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="236"/>
        <source>Forward ▶</source>
        <translation>קדימה ◀</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="237"/>
        <source>Last ▶|</source>
        <translation>לסוף ◀|</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="306"/>
        <source>Publish to the rating service</source>
        <translation>פרסום בשירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Not rated</source>
        <translation>לא מדורג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="319"/>
        <source>The game counts for the club&apos;s ratings; click to mark it not rated</source>
        <translation>המשחק נספר בדירוג המועדון; לחצו כדי לסמן אותו כלא מדורג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="320"/>
        <source>The game earns nothing and changes no rating; click to rate it again</source>
        <translation>המשחק אינו מזכה בדבר ואינו משנה שום דירוג; לחצו כדי לדרג אותו שוב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="351"/>
        <source>A finished game cannot be resumed</source>
        <translation>לא ניתן להמשיך משחק שהסתיים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>In the trash</source>
        <translation>באשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="364"/>
        <source>{number}. {tag} · {event}</source>
        <translation>{number}. {tag} · {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Hide roles</source>
        <translation>הסתרת תפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="464"/>
        <source>Step {number} of {count} · {tag}</source>
        <translation>צעד {number} מתוך {count} · {tag}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="467"/>
        <source>Now: {phase} — {headline}</source>
        <translation>כעת: {phase} — {headline}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="469"/>
        <source>Now: {phase}</source>
        <translation>כעת: {phase}</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="24"/>
        <source>discussion</source>
        <translation>דיון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="25"/>
        <source>one speech each, nominations inside it</source>
        <translation>דקת דיבור לכל שחקן, וההעמדות להדחה בתוכה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="26"/>
        <source>open talk, then one or two nominations each</source>
        <translation>דיון פתוח, ואחריו כל שחקן מעמיד להדחה שחקן אחד או שניים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="27"/>
        <source>open talk, the host puts players to the vote</source>
        <translation>דיון פתוח, והמנחה מעמיד שחקנים להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="28"/>
        <source>first-day vote</source>
        <translation>הצבעה ביום הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="29"/>
        <source>a single nominee means no vote</source>
        <translation>מועמד יחיד – אין הצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="30"/>
        <source>the leaders do not leave, they speak 30 s more</source>
        <translation>המובילים לא עוזבים את השולחן, אלא מקבלים חצי דקה נוספת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="31"/>
        <source>a single leader stays; tied players can still leave together</source>
        <translation>מוביל יחיד נשאר; שחקנים בתיקו עדיין יכולים לעזוב יחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="33"/>
        <source>the leader leaves only if he voted for himself</source>
        <translation>המוביל עוזב את השולחן רק אם הצביע לעצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="34"/>
        <source>no vote on the first day</source>
        <translation>אין הצבעה ביום הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="36"/>
        <source>a tie in the revote</source>
        <translation>תיקו בהצבעה החוזרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="37"/>
        <source>revote among the top; all equal → vote on all leaving</source>
        <translation>הצבעה חוזרת בין המובילים; כולם שווים ← הצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="38"/>
        <source>vote on all of them leaving</source>
        <translation>הצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="39"/>
        <location filename="../../mafia_desktop/words/rules.py" line="45"/>
        <location filename="../../mafia_desktop/words/rules.py" line="51"/>
        <source>nobody leaves</source>
        <translation>אף שחקן לא עוזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="40"/>
        <source>vote on all leaving</source>
        <translation>הצבעה על הדחת כל השחקנים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="41"/>
        <source>every living player votes</source>
        <translation>כל השחקנים החיים מצביעים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="42"/>
        <source>the nominees do not vote</source>
        <translation>המועמדים לא מצביעים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="43"/>
        <source>a tie with four alive</source>
        <translation>תיקו כשנותרו ארבעה שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="44"/>
        <source>vote on both leaving as usual</source>
        <translation>הצבעה רגילה על הדחת שניהם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="46"/>
        <source>a three-way tie with nine alive</source>
        <translation>תיקו משולש כשנותרו תשעה שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="47"/>
        <source>as usual</source>
        <translation>כרגיל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="48"/>
        <source>no further vote</source>
        <translation>אין הצבעה נוספת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="49"/>
        <source>no further vote after the first round</source>
        <translation>אין הצבעה נוספת אחרי הסבב הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="50"/>
        <source>everyone at the table tied</source>
        <translation>כל השחקנים ליד השולחן בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="52"/>
        <source>a vote on all leaving; passed, the game is a draw</source>
        <translation>הצבעה על הדחת כל השחקנים בתיקו; אם היא עוברת, המשחק מסתיים בתיקו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="53"/>
        <source>revote order</source>
        <translation>סדר ההצבעה החוזרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="54"/>
        <source>as the first vote</source>
        <translation>כמו בהצבעה הראשונה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="55"/>
        <source>reversed</source>
        <translation>בסדר הפוך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="56"/>
        <source>first speaker</source>
        <translation>הדובר הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="57"/>
        <source>the next after the previous day&apos;s first</source>
        <translation>השחקן הבא אחרי מי שפתח את היום הקודם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="58"/>
        <source>the day ends after the previous day&apos;s last speaker</source>
        <translation>היום מסתיים אחרי הדובר האחרון של היום הקודם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="59"/>
        <source>the lowest living seat every day</source>
        <translation>בכל יום, השחקן החי בעל המספר הנמוך ביותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="60"/>
        <source>withdrawing a nomination</source>
        <translation>ביטול העמדה להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="61"/>
        <source>allowed</source>
        <translation>מותר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="62"/>
        <source>a new nomination replaces one&apos;s own</source>
        <translation>העמדה חדשה מחליפה את ההעמדה הקודמת של השחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="63"/>
        <source>not allowed</source>
        <translation>אסור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="64"/>
        <source>best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="65"/>
        <source>the player killed on the first night names three</source>
        <translation>השחקן שנרצח בלילה הראשון נוקב בשלושה שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="66"/>
        <source>the first killed names three</source>
        <translation>הנרצח הראשון נוקב בשלושה שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="67"/>
        <source>not recorded</source>
        <translation>לא נרשם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="68"/>
        <source>third foul</source>
        <translation>פאול שלישי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="69"/>
        <source>the next speech is lost</source>
        <translation>דקת הדיבור הבאה נשללת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="70"/>
        <source>the next speech is cut to 30 s</source>
        <translation>דקת הדיבור הבאה מתקצרת לחצי דקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="71"/>
        <source>no penalty</source>
        <translation>ללא עונש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="72"/>
        <source>the shot</source>
        <translation>הירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="73"/>
        <source>each black shoots; a hit needs all on one seat</source>
        <translation>כל שחקן שחור יורה; ירי מוצלח רק אם כולם ירו באותו שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="74"/>
        <source>the mafia agree on one victim</source>
        <translation>המאפיה בוחרת יחד שחקן אחד לירי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="79"/>
        <source>nominees voted on in seat order</source>
        <translation>מצביעים על המועמדים לפי סדר הישיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="80"/>
        <source>nominees voted on in nomination order</source>
        <translation>מצביעים על המועמדים לפי סדר ההעמדה להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="81"/>
        <source>a missing vote counts for the last nominee</source>
        <translation>קול שלא ניתן הולך למועמד האחרון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="82"/>
        <source>a missing vote is lost</source>
        <translation>קול שלא ניתן הולך לאיבוד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="83"/>
        <source>a nominee may vote for himself</source>
        <translation>מועמד רשאי להצביע לעצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="84"/>
        <source>a nominee may not vote for himself</source>
        <translation>מועמד אינו רשאי להצביע לעצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="90"/>
        <source>the first-day split is allowed</source>
        <translation>חלוקה ביום הראשון מותרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="91"/>
        <source>no first-day split</source>
        <translation>אין חלוקה ביום הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="92"/>
        <source>a removal cancels the day&apos;s vote</source>
        <translation>הרחקה מבטלת את ההצבעה של אותו יום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="93"/>
        <source>a removal does not cancel the vote</source>
        <translation>הרחקה אינה מבטלת את ההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="94"/>
        <source>technical fouls counted, the second removes</source>
        <translation>פאולים טכניים נספרים, והשני מרחיק מהשולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="95"/>
        <source>no technical fouls</source>
        <translation>ללא פאולים טכניים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="96"/>
        <source>the last to leave speaks before the win is announced</source>
        <translation>השחקן האחרון שעוזב את השולחן משאיר צוואה לפני ההכרזה על הניצחון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="97"/>
        <source>the win is announced at once</source>
        <translation>הניצחון מוכרז מיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="98"/>
        <source>the don&apos;s minute runs even when he is gone</source>
        <translation>הזמן של חקירת הדון עובר גם כשהדון כבר עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="99"/>
        <source>no don&apos;s step once he is gone</source>
        <translation>אין שלב של חקירת הדון אחרי שהדון עזב את השולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="100"/>
        <source>a killed commissar has a last word</source>
        <translation>בלש שנרצח משאיר צוואה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="101"/>
        <source>a killed commissar has no last word</source>
        <translation>בלש שנרצח אינו משאיר צוואה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="102"/>
        <source>the mafia win when they equal the town</source>
        <translation>המאפיה מנצחת כשמספר חבריה שווה למספר שחקני העיירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="103"/>
        <source>the mafia win only when the town is gone</source>
        <translation>המאפיה מנצחת רק כשלא נותרו ליד השולחן שחקנים מהעיירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="104"/>
        <source>the mistress blocks her visitee&apos;s action</source>
        <translation>המאהבת חוסמת את הפעולה של מי שהיא מבקרת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="105"/>
        <source>the mistress blocks nothing</source>
        <translation>המאהבת לא חוסמת דבר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="106"/>
        <source>a leaving player shows his card</source>
        <translation>שחקן שעוזב את השולחן חושף את הקלף שלו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="107"/>
        <source>cards stay hidden</source>
        <translation>הקלפים נשארים מוסתרים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="108"/>
        <source>evening points kept</source>
        <translation>נספר ניקוד לאורך ערב המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="109"/>
        <source>no points</source>
        <translation>ללא ניקוד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="22"/>
        <source>Sport</source>
        <translation>ספורט</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="23"/>
        <source>Mastermind</source>
        <translation>מאסטרמיינד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="24"/>
        <source>Latvian</source>
        <translation>חוקים לטביים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="25"/>
        <source>Classic</source>
        <translation>קלאסי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="31"/>
        <source>Evening points (party rules)</source>
        <translation>ניקוד ערב (חוקי מסיבה)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="32"/>
        <source>Sport (best move 0.5 / 0.3)</source>
        <translation>ספורט (מהלך מנצח 0.5 / 0.3)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="33"/>
        <source>Sport (best move 0.4 / 0.25)</source>
        <translation>ספורט (מהלך מנצח 0.4 / 0.25)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="34"/>
        <source>Sport (best move 0.7 / 0.5)</source>
        <translation>ספורט (מהלך מנצח 0.7 / 0.5)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="35"/>
        <source>Mastermind (winning move)</source>
        <translation>מאסטרמיינד (המהלך המנצח)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="35"/>
        <source>as on any other day: a single nominee is voted on</source>
        <translation>כמו בכל יום אחר: מצביעים גם על מועמד יחיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="86"/>
        <source>naming a nominee already on the list uses up one&apos;s nomination</source>
        <translation>העמדה של מועמד שכבר ברשימה מנצלת את זכות ההעמדה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="87"/>
        <source>naming a nominee already on the list adds nothing and uses nothing up</source>
        <translation>העמדה של מועמד שכבר ברשימה לא מוסיפה דבר ולא מנצלת את הזכות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="88"/>
        <source>the mafia may shoot one of their own</source>
        <translation>המאפיה רשאית לירות באחד משלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="89"/>
        <source>the mafia&apos;s victim is one of the honest players</source>
        <translation>קורבן המאפיה הוא אחד מהאזרחים</translation>
    </message>
</context>
<context>
    <name>SeatAccess</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="30"/>
        <source>Seat {number}</source>
        <translation>שחקן מס&apos;&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="31"/>
        <source>Seat {number}, {nickname}</source>
        <translation>שחקן מס&apos;&#xa0;{number}, {nickname}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="37"/>
        <source>at the table</source>
        <translation>ליד השולחן</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="41"/>
        <source>%n foul(s)</source>
        <translation>
            <numerusform>פאול אחד</numerusform>
            <numerusform>%n פאולים</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="43"/>
        <source>has the floor</source>
        <translation>מדבר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="45"/>
        <source>nominee #{place}</source>
        <translation>מועמד מס&apos;&#xa0;{place}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="47"/>
        <source>chosen</source>
        <translation>נבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="49"/>
        <source>votes for seat {seat}</source>
        <translation>מצביע בעד הדחת שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="51"/>
        <source>the night&apos;s choice</source>
        <translation>הבחירה של הלילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="92"/>
        <source>Seat map</source>
        <translation>מפת המקומות</translation>
    </message>
</context>
<context>
    <name>SeatMap</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="125"/>
        <source>killed {when}</source>
        <translation>נרצח ב{when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="126"/>
        <source>voted {when}</source>
        <translation>הודח ב{when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="127"/>
        <source>removed {when}</source>
        <translation>הורחק ב{when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatmap.py" line="331"/>
        <source>#{place}</source>
        <translation>#{place}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatmap.py" line="335"/>
        <source>→{seat}</source>
        <translation>{seat}←</translation>
    </message>
</context>
<context>
    <name>SeatView</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="23"/>
        <location filename="../../mafia_desktop/words/audience.py" line="25"/>
        <source>civ</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="24"/>
        <source>sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="25"/>
        <source>commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="26"/>
        <source>doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="27"/>
        <source>mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="28"/>
        <source>mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="29"/>
        <source>don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="97"/>
        <source>N{night}</source>
        <translation>לילה {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="99"/>
        <source>D{day}</source>
        <translation>יום {day}</translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="26"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="115"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="122"/>
        <source>Seating plan</source>
        <translation>סדר ישיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="31"/>
        <source>One player per line</source>
        <translation>שחקן אחד בכל שורה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="33"/>
        <source>Two players per line, kept at different tables: Anna / Boris</source>
        <translation>שני שחקנים בכל שורה, שיישבו בשולחנות שונים: דנה / יוסי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="47"/>
        <source>Make the plan</source>
        <translation>יצירת סדר הישיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="50"/>
        <source>Save the plan as PDF…</source>
        <translation>שמירת סדר הישיבה כ-PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="57"/>
        <source>Players</source>
        <translation>שחקנים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="58"/>
        <source>Kept apart</source>
        <translation>בשולחנות נפרדים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="59"/>
        <source>Tables</source>
        <translation>שולחנות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="60"/>
        <source>Games per player</source>
        <translation>משחקים לכל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="61"/>
        <source>Seats per table</source>
        <translation>מקומות בכל שולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="80"/>
        <source>Write two players per line with a slash between them: {line}</source>
        <translation>לכתוב שני שחקנים בכל שורה, עם קו נטוי ביניהם: {line}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="97"/>
        <source>Rounds: {rounds}. Seats: each player&apos;s seat counts differ by at most {spread}. Two players meet between {fewest} and {most} times; pairs that never meet: {never}.</source>
        <translation>סבבים: {rounds}. מקומות: אצל כל שחקן, ההפרש בין מספרי הפעמים שישב בכל מקום הוא לכל היותר {spread}. מספר הפגישות בין כל שני שחקנים: בין {fewest} ל-{most}; זוגות שלא נפגשים אף פעם: {never}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>{title} seating plan.pdf</source>
        <translation>סדר ישיבה - {title}.pdf</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>Tournament</source>
        <translation>טורניר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="123"/>
        <source>Could not write {path}: {error}</source>
        <translation>לא ניתן לכתוב את {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="125"/>
        <source>Saved: {path}</source>
        <translation>נשמר: {path}</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="60"/>
        <source>Seating plan</source>
        <translation>סדר הישיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="61"/>
        <source>Round {number}</source>
        <translation>סבב {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="62"/>
        <source>Table {number}</source>
        <translation>שולחן {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="63"/>
        <source>Seat {number}</source>
        <translation>מקום {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="64"/>
        <source>Sitting out</source>
        <translation>לא משחקים בסבב הזה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="65"/>
        <source>Find your seat</source>
        <translation>מציאת מקום הישיבה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="66"/>
        <source>T2 · S7: table 2, seat 7. — : sits the round out.</source>
        <translation>ש2 · מ7: שולחן 2, מקום 7. — : לא משחק בסבב.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="67"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="68"/>
        <source>R{number}</source>
        <translation>ס{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="69"/>
        <source>T{table} · S{seat}</source>
        <translation>ש{table} · מ{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="71"/>
        <source>Page {number}</source>
        <translation>עמוד {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="73"/>
        <source>{count} players</source>
        <translation>שחקנים: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="74"/>
        <source>1 table of {size}</source>
        <translation>שולחן אחד, {size} מקומות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="75"/>
        <source>{count} tables of {size}</source>
        <translation>שולחנות: {count}, {size} מקומות בכל שולחן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="76"/>
        <source>1 game each</source>
        <translation>משחק אחד לכל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="77"/>
        <source>{count} games each</source>
        <translation>משחקים לכל שחקן: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="78"/>
        <source>1 round</source>
        <translation>סבב אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="79"/>
        <source>{count} rounds</source>
        <translation>סבבים: {count}</translation>
    </message>
</context>
<context>
    <name>ServiceBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="20"/>
        <source>Rating service</source>
        <translation>שירות הדירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="25"/>
        <source>empty: the public service, {site}</source>
        <translation>ריק: השירות הציבורי, {site}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="27"/>
        <source>the account&apos;s name or e-mail</source>
        <translation>שם החשבון או הדוא&quot;ל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="29"/>
        <source>the account&apos;s password</source>
        <translation>סיסמת החשבון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="32"/>
        <source>Test</source>
        <translation>בדיקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="34"/>
        <source>Games are published with this account: it must be a referee of the club or of the event. A game waits in this archive until the service has it; leave the account empty to publish nothing.</source>
        <translation>המשחקים מפורסמים בחשבון הזה: עליו להיות שופט של המועדון או של האירוע. משחק ממתין בארכיון הזה עד שהשירות מקבל אותו; השאירו את החשבון ריק כדי לא לפרסם דבר.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="38"/>
        <source>Site</source>
        <translation>אתר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="39"/>
        <source>Account</source>
        <translation>חשבון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="40"/>
        <source>Password</source>
        <translation>סיסמה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="66"/>
        <source>No account: nothing is published.</source>
        <translation>אין חשבון: שום דבר לא מתפרסם.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="69"/>
        <source>Asking {site}…</source>
        <translation>פונים אל {site}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="76"/>
        <source>Connected; the service lists no event for this account yet.</source>
        <translation>מחובר; השירות עדיין אינו מציג אירועים לחשבון הזה.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="80"/>
        <source>Connected: %n event(s), the latest {names}</source>
        <translation>
            <numerusform>מחובר: אירוע אחד, {names}</numerusform>
            <numerusform>מחובר: %n אירועים, האחרונים {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceCalls</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="32"/>
        <source>The rating service could not be asked ({kind}); the details are in the log</source>
        <translation>לא ניתן היה לפנות לשירות הדירוג ({kind}); הפרטים ביומן</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>הגדרות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>As the system: light or dark</source>
        <translation>כמו במערכת: בהיר או כהה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>Light</source>
        <translation>בהיר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="70"/>
        <source>Dark, for a dim room</source>
        <translation>כהה, לחדר מואר חלשות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="73"/>
        <source>The window is built again in the chosen language; the game on the table stays where it is.</source>
        <translation>החלון ייבנה מחדש בשפה שנבחרה; המשחק שעל השולחן יישאר במקומו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="75"/>
        <source>Next (Enter) also starts the next speaker&apos;s timer</source>
        <translation>&quot;הבא&quot; (Enter) מפעיל גם את הטיימר של הדובר הבא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="79"/>
        <source>After an announcement, a shot or a check, start the next timer (the last word, the don&apos;s check) by itself</source>
        <translation>אחרי הכרזה, ירי או חקירה, הטיימר הבא (הצוואה, חקירת הדון) מופעל מעצמו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="91"/>
        <source>Language</source>
        <translation>שפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="92"/>
        <source>Look</source>
        <translation>מראה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="127"/>
        <source>General</source>
        <translation>כללי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="140"/>
        <source>Backups and the check</source>
        <translation>גיבויים ובדיקה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="144"/>
        <source>Choose a second folder…</source>
        <translation>בחירת תיקייה שנייה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="145"/>
        <source>No second folder</source>
        <translation>בלי תיקייה שנייה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="146"/>
        <source>Back up now</source>
        <translation>לגבות עכשיו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="147"/>
        <source>Restore the chosen backup…</source>
        <translation>שחזור הגיבוי שנבחר…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="148"/>
        <source>Check the archive</source>
        <translation>בדיקת הארכיון</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="194"/>
        <source>%n backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation>
            <numerusform>גיבוי אחד, {size} בסך הכול, ב-{folder}. גיבוי נעשה אחרי כל משחק שהסתיים וכשהתוכנה נסגרת; נשמרים 10 האחרונים, ואחד לכל שבוע במשך שנה.</numerusform>
            <numerusform>%n גיבויים, {size} בסך הכול, ב-{folder}. גיבוי נעשה אחרי כל משחק שהסתיים וכשהתוכנה נסגרת; נשמרים 10 האחרונים, ואחד לכל שבוע במשך שנה.</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation type="vanished">גיבויים: {count}, {size} בסך הכול, ב-{folder}. גיבוי נעשה אחרי כל משחק שהסתיים וכשהתוכנה נסגרת; נשמרים 10 האחרונים, ואחד לכל שבוע במשך שנה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="197"/>
        <source>No backups yet in {folder}: one is made after every finished game and when the app closes.</source>
        <translation>עדיין אין גיבויים ב-{folder}: גיבוי נעשה אחרי כל משחק שהסתיים וכשהתוכנה נסגרת.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="199"/>
        <source>Second folder: {folder}</source>
        <translation>תיקייה שנייה: {folder}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="200"/>
        <source>Second folder: none</source>
        <translation>תיקייה שנייה: אין</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="203"/>
        <source>A second folder for the backups</source>
        <translation>תיקייה שנייה לגיבויים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="230"/>
        <source>Restore a backup</source>
        <translation>שחזור גיבוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="231"/>
        <source>Put the backup {backup} in the archive&apos;s place? The archive as it is now is not deleted: it is kept beside it under a new name.</source>
        <translation>להציב את הגיבוי {backup} במקום הארכיון? הארכיון כפי שהוא עכשיו לא יימחק: הוא נשמר לידו בשם חדש.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="238"/>
        <source>Checking every page of the file and every game…</source>
        <translation>נבדקים כל דפי הקובץ וכל המשחקים…</translation>
    </message>
</context>
<context>
    <name>ShotsDialog</name>
    <message>
        <source>no shot / two shots</source>
        <translation type="vanished">לא ירה / ירה פעמיים</translation>
    </message>
    <message>
        <source>Each black player&apos;s shot</source>
        <translation type="vanished">הירי של כל שחקן שחור</translation>
    </message>
    <message>
        <source>Who shot where? A hit needs every black player on the same seat.</source>
        <translation type="vanished">מי ירה במי? ירי מוצלח דורש שכל השחקנים השחורים יירו באותו שחקן.</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation type="vanished">שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <source>Seat {seat} shot</source>
        <translation type="vanished">הירי של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="82"/>
        <source>extra + penalties + best move</source>
        <translation>נקודות נוספות + קנסות + מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="83"/>
        <source>wins</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="84"/>
        <source>wins as don or sheriff</source>
        <translation>ניצחונות כדון או כשריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="85"/>
        <source>times killed first</source>
        <translation>מספר הפעמים כנרצח הראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="86"/>
        <source>best-move points</source>
        <translation>נקודות מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="87"/>
        <source>fewer games</source>
        <translation>פחות משחקים</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="23"/>
        <source>unknown</source>
        <translation>לא ידוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="24"/>
        <source>{role} {count}</source>
        <translation>{role} {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="30"/>
        <source>Place</source>
        <translation>מקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="31"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="32"/>
        <source>Total</source>
        <translation>סה&quot;כ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="33"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="34"/>
        <source>Wins</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="35"/>
        <source>Wins by role</source>
        <translation>ניצחונות לפי תפקיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="36"/>
        <source>Extra</source>
        <translation>נקודות נוספות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="37"/>
        <source>Penalties</source>
        <translation>קנסות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="38"/>
        <source>Best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="39"/>
        <source>Ci</source>
        <translation>פיצוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="40"/>
        <source>Killed first</source>
        <translation>נרצח ראשון</translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="73"/>
        <source>STANDINGS</source>
        <translation>טבלת דירוג</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="74"/>
        <source>Place</source>
        <translation>מקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="75"/>
        <source>Player</source>
        <translation>שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="76"/>
        <source>Total</source>
        <translation>סה&quot;כ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="77"/>
        <source>Games</source>
        <translation>משחקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="78"/>
        <source>Wins</source>
        <translation>ניצחונות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="79"/>
        <source>Wins by role</source>
        <translation>ניצחונות לפי תפקיד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="80"/>
        <source>Extra</source>
        <translation>נוספות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="81"/>
        <source>Penalties</source>
        <translation>קנסות</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="82"/>
        <source>Best move</source>
        <translation>מהלך מנצח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="83"/>
        <source>Ci</source>
        <translation>פיצוי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="84"/>
        <source>Killed first</source>
        <translation>נרצח ראשון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="85"/>
        <source>Scoring system</source>
        <translation>שיטת ניקוד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="86"/>
        <source>Ties on the total are broken by</source>
        <translation>שוויון בסה&quot;כ מוכרע לפי</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="87"/>
        <source>nothing: equal totals share a place</source>
        <translation>אין הכרעה: שחקנים עם סה&quot;כ זהה חולקים מקום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="88"/>
        <source>No finished game in this event yet: nobody has points.</source>
        <translation>עדיין אין באירוע הזה משחק שהסתיים: לאף שחקן אין נקודות.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="89"/>
        <source>Extra: the host&apos;s extra points · Penalties: removals and the host&apos;s penalties · Ci: compensation for being shot first in a game the town lost · Killed first: times shot on the first night · 4–6: players equal on the total and every tie-break share places 4 to 6</source>
        <translation>נוספות: הנקודות הנוספות מהמנחה · קנסות: הרחקות והקנסות של המנחה · פיצוי: פיצוי לנרצח הראשון במשחק שהעיירה הפסידה בו · נרצח ראשון: מספר הפעמים שהשחקן היה הנרצח הראשון · 4–6: שחקנים שווים בסה&quot;כ ובכל שובר שוויון חולקים את המקומות 4 עד 6</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="96"/>
        <source>civilian</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="97"/>
        <source>sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="98"/>
        <source>commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="99"/>
        <source>doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="100"/>
        <source>mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="101"/>
        <source>mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="102"/>
        <source>don</source>
        <translation>דון</translation>
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
            <numerusform>משחק אחד</numerusform>
            <numerusform>%n משחקים</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">משחק אחד</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">משחקים: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="169"/>
        <source>{tiebreaks}, then {tiebreak}</source>
        <translation>{tiebreaks}, ואחר כך {tiebreak}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="276"/>
        <source>Page {number}</source>
        <translation>עמוד {number}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="25"/>
        <source>Unfinished games</source>
        <translation>משחקים שלא הסתיימו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="26"/>
        <source>Finished games</source>
        <translation>משחקים שהסתיימו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="27"/>
        <source>Trash</source>
        <translation>אשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="42"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="173"/>
        <source>Mafia host</source>
        <translation>מנחה מאפיה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="47"/>
        <source>New game</source>
        <translation>משחק חדש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="66"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Resume</source>
        <translation>המשך</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="68"/>
        <source>Export protocol…</source>
        <translation>ייצוא פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="70"/>
        <source>Print protocol…</source>
        <translation>הדפסת פרוטוקול…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="72"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Move to trash</source>
        <translation>העברה לאשפה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="74"/>
        <source>Empty the trash…</source>
        <translation>ריקון האשפה…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="122"/>
        <source>No unfinished games: start a new one.</source>
        <translation>אין משחקים שלא הסתיימו: אפשר להתחיל משחק חדש.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="123"/>
        <source>No finished games yet.</source>
        <translation>עדיין אין משחקים שהסתיימו.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="124"/>
        <source>The trash is empty.</source>
        <translation>האשפה ריקה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Open</source>
        <translation>פתיחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Restore</source>
        <translation>שחזור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="157"/>
        <source>Empty the trash</source>
        <translation>ריקון האשפה</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/start_page.py" line="158"/>
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>למחוק לצמיתות את המשחק שבאשפה? לא ניתן לבטל פעולה זו.</numerusform>
            <numerusform>למחוק לצמיתות את %n המשחקים שבאשפה? לא ניתן לבטל פעולה זו.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the {count} game(s) in the trash for good? This cannot be undone.</source>
        <translation type="vanished">למחוק לצמיתות את המשחקים שבאשפה ({count})? לא ניתן לבטל פעולה זו.</translation>
    </message>
</context>
<context>
    <name>SystemEditor</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="28"/>
        <source>Win</source>
        <translation>ניצחון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="29"/>
        <source>Loss</source>
        <translation>הפסד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="30"/>
        <source>Removed by fouls</source>
        <translation>הורחק בגלל פאולים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="31"/>
        <source>Disqualified</source>
        <translation>נפסל</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="32"/>
        <source>First-killed compensation, up to</source>
        <translation>פיצוי לנרצח הראשון, עד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="33"/>
        <source>Count the host&apos;s extra points and penalties</source>
        <translation>לכלול את הנקודות הנוספות והקנסות שנתן המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="34"/>
        <source>A town win scores every red player (not only the survivors)</source>
        <translation>בניצחון העיירה כל השחקנים האדומים מקבלים נקודות (לא רק מי שנשאר בחיים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="47"/>
        <source>Scoring table</source>
        <translation>טבלת ניקוד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="51"/>
        <source>{name} (ours)</source>
        <translation>{name} (שלנו)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="56"/>
        <source>Name</source>
        <translation>שם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="68"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="111"/>
        <source>Best move, {count} black named</source>
        <translation>מהלך מנצח, שחורים שנבחרו: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="82"/>
        <source>Starting from {name}: {description}</source>
        <translation>על בסיס {name}: {description}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="121"/>
        <source>{field}: {text} is not a number</source>
        <translation>{field}: ‏&quot;{text}&quot; אינו מספר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="123"/>
        <source>{field}: keep it between -1000 and 1000</source>
        <translation>{field}: ערך בין ‎-1000 ל־1000</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="131"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="134"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. לא נשמר דבר.</translation>
    </message>
</context>
<context>
    <name>Thumb</name>
    <message>
        <source>Thumb up</source>
        <translation type="vanished">אגודל למעלה</translation>
    </message>
    <message>
        <source>Thumb down</source>
        <translation type="vanished">אגודל למטה</translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="28"/>
        <source>The game&apos;s video</source>
        <translation>הסרטון של המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="38"/>
        <source>Copy the chapters</source>
        <translation>העתקת הפרקים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="47"/>
        <source>Video</source>
        <translation>סרטון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="48"/>
        <source>The stream began at</source>
        <translation>תחילת השידור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="52"/>
        <source>No stream was recorded for this game: set when the stream began.</source>
        <translation>לא נרשם שידור עבור המשחק הזה: יש לקבוע מתי השידור התחיל.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="26"/>
        <source>civilian</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="27"/>
        <source>sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="28"/>
        <source>commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="29"/>
        <source>doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="30"/>
        <source>mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="31"/>
        <source>mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="32"/>
        <source>don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="36"/>
        <source>Civilian</source>
        <translation>אזרח</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="37"/>
        <source>Sheriff</source>
        <translation>שריף</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="38"/>
        <source>Commissar</source>
        <translation>בלש</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="39"/>
        <source>Doctor</source>
        <translation>רופא</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="40"/>
        <source>Mistress</source>
        <translation>מאהבת</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="41"/>
        <source>Mafia</source>
        <translation>מאפיונר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="42"/>
        <source>Don</source>
        <translation>דון</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="44"/>
        <source>The town wins!</source>
        <translation>העיירה ניצחה!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="45"/>
        <source>The mafia wins!</source>
        <translation>המאפיה ניצחה!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="46"/>
        <source>A draw: everyone left together.</source>
        <translation>המשחק הסתיים בתיקו: כולם עזבו את השולחן יחד.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="49"/>
        <source>The civilian meets the host</source>
        <translation>האזרח פוגש את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="50"/>
        <source>The sheriff meets the host</source>
        <translation>השריף פוגש את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="51"/>
        <source>The commissar meets the host</source>
        <translation>הבלש פוגש את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="52"/>
        <source>The doctor meets the host</source>
        <translation>הרופא פוגש את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="53"/>
        <source>The mistress meets the host</source>
        <translation>המאהבת פוגשת את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="54"/>
        <source>The mafia meets the host</source>
        <translation>המאפיה פוגשת את המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="55"/>
        <source>The don meets the host</source>
        <translation>הדון פוגש את המנחה</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} ו־{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="116"/>
        <source>Setup</source>
        <translation>הכנה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="118"/>
        <source>Game over</source>
        <translation>סוף המשחק</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="121"/>
        <source>Roles night</source>
        <translation>לילה 0</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="122"/>
        <source>Night {night}</source>
        <translation>לילה {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="123"/>
        <source>Day {day}</source>
        <translation>יום {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="141"/>
        <source>Nothing to do</source>
        <translation>אין פעולה לביצוע</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="154"/>
        <source>Seat {seat} has lost this speech (3 fouls)</source>
        <translation>לשחקן מס&apos;&#xa0;{seat} אין דקת דיבור הפעם (3 פאולים)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="155"/>
        <source>He may still nominate</source>
        <translation>הוא עדיין יכול להעמיד שחקן להדחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="156"/>
        <source>He may still nominate: tap the seat he names.</source>
        <translation>הוא עדיין יכול להעמיד שחקן להדחה: להקיש על המספר של השחקן שהוא מעמיד להדחה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="158"/>
        <source>Seat {seat} nominates ({seconds} s)</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מעמיד להדחה ({seconds} שניות)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="160"/>
        <source>Tap the one or two seat(s) he names.</source>
        <translation>להקיש על המספרים של השחקנים (אחד או שניים) שהוא מעמיד להדחה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="161"/>
        <source>Tap the one or only one seat(s) he names.</source>
        <translation>להקיש על המספר של השחקן שהוא מעמיד להדחה (שחקן אחד בלבד).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="163"/>
        <source>Seat {seat} speaks</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מדבר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="164"/>
        <source>Tap a seat to nominate it; tap it again to withdraw.</source>
        <translation>להקיש על מספר של שחקן כדי להעמיד אותו להדחה; הקשה נוספת מבטלת את ההעמדה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="174"/>
        <source>No nominees yet.</source>
        <translation>עדיין אין מועמדים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="178"/>
        <source>host</source>
        <translation>המנחה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="179"/>
        <source>{seat} (by {nominators})</source>
        <translation>{seat} (על ידי {nominators})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="181"/>
        <source>Nominees: {nominees}</source>
        <translation>מועמדים: {nominees}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="186"/>
        <source>Discussion: everyone talks</source>
        <translation>דיון: כולם מדברים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="187"/>
        <source>Tap the seats the town puts to the vote; tap again to take one off.</source>
        <translation>להקיש על המספרים של השחקנים שהעיירה מעמידה להצבעה; הקשה נוספת מורידה שחקן מההצבעה.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="190"/>
        <source>Open talk: everyone</source>
        <translation>דיון פתוח: כולם</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="198"/>
        <source>Revote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>הצבעה חוזרת: מי בעד הדחת שחקן מס&apos;&#xa0;{seat}? (מועמד {position} מתוך {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="201"/>
        <source>Vote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>הצבעה: מי בעד הדחת שחקן מס&apos;&#xa0;{seat}? (מועמד {position} מתוך {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="204"/>
        <source>Hands: {seats} ({count})</source>
        <translation>הצביעו: {seats} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="207"/>
        <source>Hands: none yet (0)</source>
        <translation>הצביעו: עדיין אף אחד (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="106"/>
        <location filename="../../mafia_desktop/words/table.py" line="209"/>
        <source>Still to vote: {seats}</source>
        <translation>טרם הצביעו: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="107"/>
        <location filename="../../mafia_desktop/words/table.py" line="210"/>
        <source>Still to vote: nobody</source>
        <translation>טרם הצביעו: אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="212"/>
        <source>Whoever has not voted counts for seat {seat}.</source>
        <translation>הקול של מי שלא הצביע נספר לשחקן מס&apos;&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="214"/>
        <source>Then everyone else counts for seat {last}: no hands to tap.</source>
        <translation>אחר כך הקולות של כל השאר נספרים לשחקן מס&apos;&#xa0;{last}: אין צורך לסמן ידיים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="218"/>
        <source>Seat {last} may not vote against himself, nor abstain: his hand goes up now, for seat {seat}.</source>
        <translation>אסור לשחקן מס&apos;&#xa0;{last} להצביע נגד עצמו או להימנע: ידו עולה עכשיו, נגד שחקן מס&apos;&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="223"/>
        <source>seat {seat}: {votes}</source>
        <translation>מס&apos;&#xa0;{seat}:&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="225"/>
        <source>So far: {counts}</source>
        <translation>עד כה: {counts}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="231"/>
        <source>Who is for seats {seats} all leaving?</source>
        <translation>מי בעד להדיח את כל השחקנים בתיקו ({seats})?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="234"/>
        <source>Yes: {seats} ({count}); {needed} of {voters} needed.</source>
        <translation>בעד: {seats} ({count}); נדרש רוב: {needed} מתוך {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="237"/>
        <source>Yes: none yet (0); {needed} of {voters} needed.</source>
        <translation>בעד: עדיין אף אחד (0); נדרש רוב: {needed} מתוך {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="244"/>
        <source>Seat {shooter}&apos;s shot: tap the seat he shot</source>
        <translation>הירי של שחקן מס&apos;&#xa0;{shooter}: להקיש על המספר של השחקן שבו ירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="245"/>
        <source>{shooter} → none</source>
        <translation>{shooter}: לא ירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="246"/>
        <source>{shooter} → {target}</source>
        <translation>{shooter} ← {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="249"/>
        <source>Shots so far: {shots}</source>
        <translation>יריות עד כה: {shots}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="250"/>
        <source>Shooters in turn: {seats}</source>
        <translation>היורים לפי הסדר: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="252"/>
        <source>The mafia shoot</source>
        <translation>המאפיה יורה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="253"/>
        <source>The mafia shoot: tap the seat they all shot</source>
        <translation>המאפיה יורה: להקיש על המספר של השחקן שכולם ירו בו</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="255"/>
        <source>Different seats, no shot or two shots → Miss.</source>
        <translation>ירי במספרים שונים, מאפיונר שלא ירה או שתי יריות ← פספוס.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="259"/>
        <source>Black players: {seats}</source>
        <translation>השחקנים השחורים: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="275"/>
        <source>The don has left: his time passes without a check</source>
        <translation>הדון עזב את השולחן: הזמן שלו עובר ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="276"/>
        <source>The don (seat {seat}) checks a seat: tap it</source>
        <translation>הדון (שחקן מס&apos;&#xa0;{seat}) בודק שחקן: להקיש על המספר שבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="277"/>
        <source>The don (seat {seat}) checks a seat</source>
        <translation>הדון (שחקן מס&apos;&#xa0;{seat}) בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="278"/>
        <source>The don checks a seat</source>
        <translation>הדון בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="281"/>
        <source>The sheriff has left: his time passes without a check</source>
        <translation>השריף עזב את השולחן: הזמן שלו עובר ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="282"/>
        <source>The sheriff (seat {seat}) checks a seat: tap it</source>
        <translation>השריף (שחקן מס&apos;&#xa0;{seat}) בודק שחקן: להקיש על המספר שבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="283"/>
        <source>The sheriff (seat {seat}) checks a seat</source>
        <translation>השריף (שחקן מס&apos;&#xa0;{seat}) בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="284"/>
        <source>The sheriff checks a seat</source>
        <translation>השריף בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="287"/>
        <source>The commissar has left: his time passes without a check</source>
        <translation>הבלש עזב את השולחן: הזמן שלו עובר ללא חקירה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="288"/>
        <source>The commissar (seat {seat}) checks a seat: tap it</source>
        <translation>הבלש (שחקן מס&apos;&#xa0;{seat}) בודק שחקן: להקיש על המספר שבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="289"/>
        <source>The commissar (seat {seat}) checks a seat</source>
        <translation>הבלש (שחקן מס&apos;&#xa0;{seat}) בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="290"/>
        <source>The commissar checks a seat</source>
        <translation>הבלש בודק שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="293"/>
        <source>The doctor has left: his time passes without a check</source>
        <translation>הרופא עזב את השולחן: הזמן שלו עובר ללא הצלה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="294"/>
        <source>The doctor (seat {seat}) saves a seat: tap it</source>
        <translation>הרופא (שחקן מס&apos;&#xa0;{seat}) מציל שחקן: להקיש על המספר שבחר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="295"/>
        <source>The doctor (seat {seat}) saves a seat</source>
        <translation>הרופא (שחקן מס&apos;&#xa0;{seat}) מציל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="296"/>
        <source>The doctor saves a seat</source>
        <translation>הרופא מציל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="299"/>
        <source>The mistress has left: his time passes without a check</source>
        <translation>המאהבת עזבה את השולחן: הזמן שלה עובר ללא ביקור</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="300"/>
        <source>The mistress (seat {seat}) visits a seat: tap it</source>
        <translation>המאהבת (שחקן מס&apos;&#xa0;{seat}) מבקרת אצל שחקן: להקיש על המספר שבחרה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="301"/>
        <source>The mistress (seat {seat}) visits a seat</source>
        <translation>המאהבת (שחקן מס&apos;&#xa0;{seat}) מבקרת אצל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="302"/>
        <source>The mistress visits a seat</source>
        <translation>המאהבת מבקרת אצל שחקן</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="316"/>
        <source>Not seat {seat} again (saved last night).</source>
        <translation>אסור להציל שוב את שחקן מס&apos;&#xa0;{seat} (ניצל בלילה הקודם).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="322"/>
        <source>Seat {seat}&apos;s best move</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="323"/>
        <source>Seat {seat}&apos;s best move: tap up to three seats</source>
        <translation>המהלך המנצח של שחקן מס&apos;&#xa0;{seat}: להקיש על עד שלושה מספרים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="324"/>
        <source>Chosen: {seats}</source>
        <translation>נבחרו: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="325"/>
        <source>Chosen: none yet</source>
        <translation>נבחרו: עדיין אף אחד</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="329"/>
        <source>Deal the roles</source>
        <translation>לחלק את התפקידים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="337"/>
        <source>Seat {seat} justifies himself</source>
        <translation>שחקן מס&apos;&#xa0;{seat} נושא דברי הגנה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="341"/>
        <source>Seat {seat} speaks again</source>
        <translation>שחקן מס&apos;&#xa0;{seat} מדבר שוב</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="345"/>
        <source>The mafia meet and agree</source>
        <translation>המאפיה נפגשת לתיאום</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="348"/>
        <source>Static arrangement: {seats}</source>
        <translation>תיאום סטטי: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="349"/>
        <source>Static arrangement: tap up to three seats</source>
        <translation>תיאום סטטי: להקיש על עד שלושה מספרים</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="353"/>
        <source>Seat {seat}&apos;s last word (killed)</source>
        <translation>הצוואה של שחקן מס&apos;&#xa0;{seat} (נרצח)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="354"/>
        <source>Seat {seat}&apos;s last word (voted out)</source>
        <translation>הצוואה של שחקן מס&apos;&#xa0;{seat} (הודח)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="361"/>
        <source>Seat {seat}&apos;s last word (leaves)</source>
        <translation>הצוואה של שחקן מס&apos;&#xa0;{seat} (עוזב את השולחן)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="367"/>
        <source>Announce it and reveal every role.</source>
        <translation>להכריז על הקבוצה המנצחת ולחשוף את כל התפקידים.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="397"/>
        <source>Morning: {news}</source>
        <translation>בוקר: {news}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="408"/>
        <location filename="../../mafia_desktop/words/table.py" line="418"/>
        <source>Then: {seats}</source>
        <translation>בהמשך: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="409"/>
        <location filename="../../mafia_desktop/words/table.py" line="420"/>
        <source>Then: {step}</source>
        <translation>בהמשך: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="422"/>
        <source>Then: night</source>
        <translation>בהמשך: לילה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="423"/>
        <source>Then: the vote</source>
        <translation>בהמשך: ההצבעה</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="425"/>
        <source>Then: morning</source>
        <translation>בהמשך: בוקר</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="434"/>
        <source>{role}: {seats}</source>
        <translation>{role}: {seats}</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: BLACK</source>
        <translation type="vanished">הבלש בדק את שחקן מס&apos;&#xa0;{seat}: שחור!</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: not black</source>
        <translation type="vanished">הבלש בדק את שחקן מס&apos;&#xa0;{seat}: לא שחור</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">הבלש בדק את שחקן מס&apos;&#xa0;{seat}: נחסם, אין תשובה</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: BLACK</source>
        <translation type="vanished">השריף בדק את שחקן מס&apos;&#xa0;{seat}: שחור!</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: RED</source>
        <translation type="vanished">השריף בדק את שחקן מס&apos;&#xa0;{seat}: אדום!</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">השריף בדק את שחקן מס&apos;&#xa0;{seat}: נחסם, אין תשובה</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: THE SHERIFF</source>
        <translation type="vanished">הדון בדק את שחקן מס&apos;&#xa0;{seat}: שריף!</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation type="vanished">הדון בדק את שחקן מס&apos;&#xa0;{seat}: לא שריף</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">הדון בדק את שחקן מס&apos;&#xa0;{seat}: נחסם, אין תשובה</translation>
    </message>
</context>
<context>
    <name>WorkProgress</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/work_progress.py" line="38"/>
        <source>Cancel</source>
        <translation>ביטול</translation>
    </message>
</context>
</TS>
