<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <location filename="../../mafia_desktop/window_start.py" line="48"/>
        <source>there is no display to open the window on (no DISPLAY or WAYLAND_DISPLAY: a terminal over ssh?). Start it on the desktop, or work on the archive from here with the command-line tools: mafia-desktop --help lists them (games, show, import, export, check, backup, ...).</source>
        <translation>нет дисплея, на котором можно открыть окно (нет DISPLAY или WAYLAND_DISPLAY: терминал через ssh?). Запустите программу на рабочем столе или работайте с архивом отсюда через команды командной строки: их список выводит mafia-desktop --help (games, show, import, export, check, backup, ...).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="239"/>
        <source>Records: {done} of {total}</source>
        <translation>Записи: {done} из {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="240"/>
        <source>Records read: {done}</source>
        <translation>Прочитано записей: {done}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="242"/>
        <source>Games of the other archive: {done} of {total}</source>
        <translation>Игры другого архива: {done} из {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="254"/>
        <source>A backup was made before the import: {path}</source>
        <translation>Перед импортом сделана резервная копия: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="288"/>
        <source>To put the records that differ in place of the archived games, import them again with --replace (the archived games go to the trash).</source>
        <translation>Чтобы поставить отличающиеся записи игр на место игр из архива, импортируйте их ещё раз с --replace (игры из архива будут перемещены в корзину).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="390"/>
        <source>cannot write the {service} format: {problem}</source>
        <translation>нельзя записать игру в формате {service}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="420"/>
        <source>{count} games written, {failed} damaged left out</source>
        <translation>Записано игр: {count}; повреждённых пропущено: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="447"/>
        <location filename="../../mafia_desktop/commands.py" line="506"/>
        <source>{day!r} is not a date (YYYY-MM-DD)</source>
        <translation>{day!r} — не дата (ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="461"/>
        <source>--start takes no other option: it sets the starting ratings</source>
        <translation>--start не сочетается с другими параметрами: он задает стартовые рейтинги</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="466"/>
        <source>starting ratings for %n player(s); every game rated again from them</source>
        <translation>
            <numerusform>стартовые рейтинги для %n игрока; все игры заново пересчитаны от них</numerusform>
            <numerusform>стартовые рейтинги для %n игроков; все игры заново пересчитаны от них</numerusform>
            <numerusform>стартовые рейтинги для %n игроков; все игры заново пересчитаны от них</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="595"/>
        <source>Upgrading the archive: games {done} of {total}</source>
        <translation>Обновление архива: игры {done} из {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="637"/>
        <source>This archive cannot be written here: copy it to a writable folder and run check there, which rebuilds the damaged indexes from the tables.</source>
        <translation>Этот архив здесь нельзя записать: скопируйте его в папку, доступную для записи, и запустите check там — он перестроит повреждённые индексы по таблицам.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="640"/>
        <source>Rebuilt from the tables: {indexes}. An index holds only copies of the tables&apos; rows: nothing was lost.</source>
        <translation>Перестроено по таблицам: {indexes}. Индекс хранит лишь копии строк таблиц: ничего не потеряно.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="667"/>
        <source>The index {index} (of {table}) is damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>Индекс {index} (таблицы {table}) повреждён; затронута %n игра: {games}</numerusform>
            <numerusform>Индекс {index} (таблицы {table}) повреждён; затронуты %n игры: {games}</numerusform>
            <numerusform>Индекс {index} (таблицы {table}) повреждён; затронуто %n игр: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="670"/>
        <source>The index {index} (of {table}) is damaged</source>
        <translation>Индекс {index} (таблицы {table}) повреждён</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/commands.py" line="672"/>
        <source>Rows of the table {table} are damaged; %n game(s) touched: {games}</source>
        <translation>
            <numerusform>Строки таблицы {table} повреждены; затронута %n игра: {games}</numerusform>
            <numerusform>Строки таблицы {table} повреждены; затронуты %n игры: {games}</numerusform>
            <numerusform>Строки таблицы {table} повреждены; затронуто %n игр: {games}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="674"/>
        <source>Pages of the table {table} are damaged: the games listed below as damaged are the ones it touches</source>
        <translation>Страницы таблицы {table} повреждены: затронутые игры — те, что ниже отмечены как повреждённые</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="700"/>
        <source>New in the backups: {size}</source>
        <translation>Новое в резервных копиях: {size}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="716"/>
        <source>On disk: {size} for these backups (a backup keeps only what changed since the one before, compressed)</source>
        <translation>На диске: {size} для этих резервных копий (каждая хранит, в сжатом виде, только то, что изменилось после предыдущей)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="728"/>
        <source>There is no backup of {path} yet</source>
        <translation>Резервных копий {path} ещё нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="733"/>
        <source>No backup {name}: mafia-desktop backups lists them</source>
        <translation>Нет резервной копии {name}: их список — mafia-desktop backups</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="34"/>
        <source>{count} events but {stamps} time stamps</source>
        <translation>Записей журнала: {count}, а отметок времени: {stamps}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="101"/>
        <source>The archive {path} cannot be opened ({error})</source>
        <translation>Архив {path} не удается открыть ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="131"/>
        <source>No archive can be made at {path}: {why}</source>
        <translation>Архив нельзя создать в {path}: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="140"/>
        <source>There is no archive at {path} yet</source>
        <translation>Архива по пути {path} пока нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="143"/>
        <source>{path} is from an older mafia-desktop and is read-only here, so it cannot be upgraded: copy it to a writable folder and open the copy</source>
        <translation>{path} создан старой версией mafia-desktop и здесь доступен только для чтения, поэтому его нельзя обновить: скопируйте его в папку с правом записи и откройте копию</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="146"/>
        <source>{path} is from an older mafia-desktop; open it once in the app (or import into it) to upgrade it</source>
        <translation>{path} создан старой версией mafia-desktop; чтобы обновить его, откройте его один раз в приложении (или импортируйте в него игру)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="201"/>
        <source>{path} holds what no mafia-desktop archive holds ({what}): it was made or changed by another program and is not opened. The file was not changed.</source>
        <translation>{path} содержит то, чего нет ни в одном архиве mafia-desktop ({what}): его создала или изменила другая программа, и он не открывается. Файл не изменён.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="199"/>
        <source>This archive was opened for reading only</source>
        <translation>Этот архив открыт только для чтения</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/new_games.py" line="73"/>
        <source>A game starts with its creation event</source>
        <translation>Игра начинается с записи о её создании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="375"/>
        <source>{name} and another name in the file are the same player, {person}</source>
        <translation>{name} и другое имя в файле — один и тот же игрок, {person}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="343"/>
        <source>The events were not saved ({error})</source>
        <translation>Записи журнала не сохранены ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="433"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="134"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="148"/>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="207"/>
        <source>No game {game} in this archive</source>
        <translation>В этом архиве нет игры {game}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/event_log.py" line="174"/>
        <source>A game holds at most {limit} events</source>
        <translation>В одной игре не больше {limit} событий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="39"/>
        <source>Game {game} is damaged: {what}. Its replay and protocol are refused. The way back: {way}</source>
        <translation>Игра {game} повреждена: {what}. Просмотр и протокол недоступны. Как вернуть: {way}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="399"/>
        <source>Game {game} has a damaged event: {problem}</source>
        <translation>В журнале игры {game} повреждена запись: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="29"/>
        <source>Not a video&apos;s address: {url} (it starts with https://)</source>
        <translation>Это не адрес видео: {url} (адрес начинается с https://)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/videos.py" line="37"/>
        <source>Not a time of day with its zone: {time}</source>
        <translation>Это не время суток с часовым поясом: {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="410"/>
        <location filename="../../mafia_desktop/store/archive.py" line="414"/>
        <source>Game {game} cannot be replayed: {problem}</source>
        <translation>Игру {game} не удается воспроизвести: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="434"/>
        <source>{game} matches {count} games; give more of the id</source>
        <translation>Под {game} подходит несколько игр ({count}); укажите идентификатор полнее</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="48"/>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="33"/>
        <source>There is no player {name!r} in the archive</source>
        <translation>В архиве нет игрока {name!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="51"/>
        <source>A photo of {size} KB is too large to keep (at most {most} KB)</source>
        <translation>Фото размером {size} КБ слишком велико (не больше {most} КБ)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/photos.py" line="54"/>
        <source>Only a JPEG or PNG photo can be kept</source>
        <translation>Сохранить можно только фото в формате JPEG или PNG</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="36"/>
        <source>A player needs a name</source>
        <translation>У игрока должно быть имя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="38"/>
        <source>{name} is already called so</source>
        <translation>Игрока уже зовут {name}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="43"/>
        <source>{name!r} is another name of {owner}: rename to {owner} to merge</source>
        <translation>{name!r} — другое имя игрока {owner}: чтобы объединить, переименуйте в {owner}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="51"/>
        <source>{old} and {new} sat at the same table in %n game(s): they are two people, not one</source>
        <translation>
            <numerusform>{old} и {new} сидели за одним столом в %n игре: это два разных человека, а не один</numerusform>
            <numerusform>{old} и {new} сидели за одним столом в %n играх: это два разных человека, а не один</numerusform>
            <numerusform>{old} и {new} сидели за одним столом в %n играх: это два разных человека, а не один</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="76"/>
        <source>{old} merged into {new}: %n game(s) moved, {count} in all now</source>
        <translation>
            <numerusform>Игрок {old} объединен с игроком {new}: перенесена %n игра, теперь всего игр: {count}</numerusform>
            <numerusform>Игрок {old} объединен с игроком {new}: перенесены %n игры, теперь всего игр: {count}</numerusform>
            <numerusform>Игрок {old} объединен с игроком {new}: перенесено %n игр, теперь всего игр: {count}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/renames.py" line="78"/>
        <source>{old} is now called {new} (%n game(s))</source>
        <translation>
            <numerusform>Игрок {old} переименован в {new} (%n игра)</numerusform>
            <numerusform>Игрок {old} переименован в {new} (%n игры)</numerusform>
            <numerusform>Игрок {old} переименован в {new} (%n игр)</numerusform>
        </translation>
    </message>
    <message>
        <source>{old} and {new} sat at the same table in {count} game(s): they are two people, not one</source>
        <translation type="vanished">{old} и {new} сидели за одним столом (игр: {count}): это два разных человека, а не один</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="236"/>
        <source>The backup into {folder} could not be written ({error})</source>
        <translation>Не удалось записать резервную копию в {folder} ({error})</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="256"/>
        <source>%n damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation>
            <numerusform>В архиве %n поврежденная игра; пока с ней не разберутся, резервные копии не удаляются</numerusform>
            <numerusform>В архиве %n поврежденные игры; пока с ними не разберутся, резервные копии не удаляются</numerusform>
            <numerusform>В архиве %n поврежденных игр; пока с ними не разберутся, резервные копии не удаляются</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="294"/>
        <source>Another backup into {folder} has not ended in {minutes} minutes: try again later; nothing was changed.</source>
        <translation>Другое резервное копирование в {folder} не закончилось за {minutes} мин.: попробуйте позже; ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="469"/>
        <source>The backup cannot be put in place of {path}: {why}. Nothing was changed; copy the archive&apos;s folder to a writable disk to restore it there.</source>
        <translation>Резервную копию нельзя поставить на место {path}: {why}. Ничего не изменено; скопируйте папку архива на диск, доступный для записи, и восстановите там.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="481"/>
        <source>{backup} is empty: not a backup of an archive</source>
        <translation>{backup} пуст: это не резервная копия архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="491"/>
        <source>{backup} holds what no mafia-desktop archive holds ({what}): it is not a backup of an archive and is not restored</source>
        <translation>{backup} содержит то, чего нет ни в одном архиве mafia-desktop ({what}): это не резервная копия архива, и она не восстанавливается</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="494"/>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="137"/>
        <source>The backup {backup} is damaged itself ({problem}): choose another</source>
        <translation>Сама резервная копия {backup} повреждена ({problem}): выберите другую</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="473"/>
        <source>The backup could not be put in place of {path} ({error})</source>
        <translation>Не удалось поставить резервную копию на место {path} ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="52"/>
        <source>An event needs a name</source>
        <translation>У мероприятия должно быть название</translation>
    </message>
    <message>
        <source>An event is a club evening or a tournament, not {kind!r}</source>
        <translation type="vanished">Мероприятие — это клубный вечер или турнир, а не {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="54"/>
        <source>An event is a club evening, a tournament or an elite tournament, not {kind!r}</source>
        <translation>Мероприятие — это клубный вечер, турнир или элитный турнир, а не {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="58"/>
        <source>{date!r} is not a date (YYYY-MM-DD)</source>
        <translation>{date!r} — не дата (ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="60"/>
        <source>The event ends ({ends}) before it starts ({starts})</source>
        <translation>Мероприятие заканчивается ({ends}) раньше, чем начинается ({starts})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="62"/>
        <source>An event has at least one table</source>
        <translation>В мероприятии должен быть хотя бы один стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="86"/>
        <source>{source} tournament {number}</source>
        <translation>Турнир {source} №&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="111"/>
        <source>An event has no {fields}</source>
        <translation>У мероприятия нет полей: {fields}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="134"/>
        <source>The event {name!r} has a damaged scoring system: {problem}</source>
        <translation>У мероприятия {name!r} повреждена система подсчёта очков: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="152"/>
        <source>No event {event} in this archive</source>
        <translation>В этом архиве нет мероприятия {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="184"/>
        <source>This game belongs to the event {name!r}; move it from there</source>
        <translation>Эта игра относится к мероприятию {name!r}; перенесите её оттуда</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="225"/>
        <source>Game {game} of this event cannot be read: {problem}</source>
        <translation>Игру {game} этого мероприятия не удается прочитать: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="254"/>
        <source>{name!r} is a built-in system: save yours under another name</source>
        <translation>{name!r} — встроенная система: сохраните свою под другим названием</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/contests.py" line="257"/>
        <source>There is a scoring system called {name!r} already</source>
        <translation>Система подсчёта очков с названием {name!r} уже есть</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="82"/>
        <source>The archive {path} is read-only here: nothing can be saved to it ({error})</source>
        <translation>Архив {path} здесь доступен только для чтения: в него ничего нельзя сохранить ({error})</translation>
    </message>
    <message>
        <source>The disk holding the archive {path} is full: nothing more can be saved until space is freed</source>
        <translation type="vanished">Диск с архивом {path} заполнен: ничего больше нельзя сохранить, пока не освободится место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="88"/>
        <source>The disk holding the archive {path} is full ({free} left): nothing more can be saved until space is freed</source>
        <translation>Диск с архивом {path} заполнен (осталось {free}): ничего больше нельзя сохранить, пока не освободится место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="92"/>
        <source>The archive {path} is damaged ({error}). Run mafia-desktop check for what is affected; a backup can be restored (Settings → Backups, or mafia-desktop restore-backup)</source>
        <translation>Архив {path} повреждён ({error}). Что затронуто, покажет mafia-desktop check; можно восстановить резервную копию (Настройки → Резервные копии или mafia-desktop restore-backup)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="96"/>
        <source>The archive {path} is busy in another program; nothing was changed ({error})</source>
        <translation>Архив {path} занят другой программой; ничего не изменено ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="99"/>
        <source>The archive {path} could not be read or written ({error})</source>
        <translation>Архив {path} не удалось прочитать или записать ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/errors.py" line="101"/>
        <source>The archive {path} could not be used ({error})</source>
        <translation>Архивом {path} не удалось воспользоваться ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="326"/>
        <source>not a game record (expected a JSON object)</source>
        <translation>это не запись игры (ожидался объект JSON)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="341"/>
        <source>not a record this app knows (Polemica version 4, mafiaratings, or a mafia-desktop bundle)</source>
        <translation>неизвестный приложению формат записи игры (поддерживаются Polemica версии 4, mafiaratings и выгрузка mafia-desktop)</translation>
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
        <translation type="vanished">{game} уже есть в архиве, но с другой историей; оставлена версия из архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="146"/>
        <source>The archive {name} is open in another mafia-desktop under another name (a renamed file or a second mount of it). Close it there first; nothing was changed.</source>
        <translation>Архив {name} открыт в другом mafia-desktop под другим именем (переименованный файл или второе монтирование). Сначала закройте его там; ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="174"/>
        <source>The archive {name} is open in another mafia-desktop (process {process}). Close it there first; nothing was changed.</source>
        <translation>Архив {name} открыт в другом экземпляре mafia-desktop (процесс {process}). Сначала закройте его там; ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/locking.py" line="181"/>
        <source>The archive {name} is being opened by another mafia-desktop at this very moment: try again; nothing was changed.</source>
        <translation>Архив {name} прямо сейчас открывается другим экземпляром mafia-desktop: попробуйте ещё раз; ничего не изменено.</translation>
    </message>
    <message>
        <source>{game}: malformed record ({kind}: {detail})</source>
        <translation type="vanished">{game}: поврежденная запись игры ({kind}: {detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="32"/>
        <source>bundle version {version!r} is not supported (expected {expected})</source>
        <translation>версия выгрузки {version!r} не поддерживается (ожидается {expected})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="41"/>
        <source>the bundle&apos;s game id</source>
        <translation>идентификатор игры в пакете</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="42"/>
        <source>the bundle&apos;s source</source>
        <translation>источник игры в пакете</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="43"/>
        <source>the bundle&apos;s source id</source>
        <translation>идентификатор игры в её источнике</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="58"/>
        <source>its time</source>
        <translation>его время</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="36"/>
        <source>the bundle has no game id</source>
        <translation>в выгрузке нет идентификатора игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="49"/>
        <source>{game}: the bundle&apos;s events are not a list</source>
        <translation>{game}: записи журнала в выгрузке — не список</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="53"/>
        <source>{game}: event {position} is not an event</source>
        <translation>{game}: запись {position} — не запись журнала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="60"/>
        <source>{game}: event {position}: {problem}</source>
        <translation>{game}: запись журнала {position}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/bundle/reading.py" line="63"/>
        <source>{game}: the bundle holds no events</source>
        <translation>{game}: в выгрузке нет записей журнала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="54"/>
        <source>Not a mafiaratings game record: it has no id</source>
        <translation>Это не запись игры mafiaratings: в ней нет id</translation>
    </message>
    <message>
        <source>{game}: unknown winner {winner!r}</source>
        <translation type="vanished">{game}: неизвестный победитель {winner!r}</translation>
    </message>
    <message>
        <source>{game}: the record lacks the details a replay needs (features {missing!r}: nominations, voting, shooting)</source>
        <translation type="vanished">{game}: в записи игры нет данных, нужных для воспроизведения (features {missing!r}: выставления, голосование, стрельба)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="579"/>
        <source>{game}: rules {rules} are not {count} digits</source>
        <translation>{game}: правила {rules} — это не {count} цифр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="589"/>
        <source>{game}: rules {rules!r}: no value {digit} for {option}</source>
        <translation>{game}: правила {rules!r}: для {option} нет значения {digit}</translation>
    </message>
    <message>
        <source>{game}: seat {seat} has an unknown role {role!r}</source>
        <translation type="vanished">{game}: у игрока №&#xa0;{seat} неизвестная роль {role!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="608"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record keeps him at the table</source>
        <translation>{game}: игрок №&#xa0;{seat}: по правилам — {ours}, а в записи игры он остается за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="612"/>
        <source>{game}: seat {seat}: the rules have him {ours}, the record has him {theirs}</source>
        <translation>{game}: игрок №&#xa0;{seat}: по правилам — {ours}, а в записи игры — {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="617"/>
        <source>{game}: seat {seat}: the record has him {theirs}, the rules keep him at the table</source>
        <translation>{game}: игрок №&#xa0;{seat}: в записи игры — {theirs}, а по правилам он остается за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="29"/>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="47"/>
        <source>{game}: nothing to export before the roles are dealt</source>
        <translation>{game}: до раздачи карт экспортировать нечего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="71"/>
        <source>The mafiaratings format has no digit for the {option} rule {value!r}: written as {nearest!r}, the nearest it can say; {left_out}</source>
        <translation>В формате mafiaratings нет цифры для правила {option} со значением {value!r}: записано как {nearest!r} — ближайшее из возможного; {left_out}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="75"/>
        <source>{game}: the {option} rule {value!r} has no mafiaratings digit</source>
        <translation>{game}: для правила {option} со значением {value!r} нет цифры mafiaratings</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="85"/>
        <source>{game}: the mafiaratings format cannot record these rules: {options}</source>
        <translation>{game}: формат mafiaratings не может записать эти правила: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="169"/>
        <source>Not a Polemica game record: it has no id</source>
        <translation>Это не запись игры Polemica: в ней нет id</translation>
    </message>
    <message>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version!r})</source>
        <translation type="vanished">{game}: читаются только записи Polemica версии 4 (у этой: {version!r})</translation>
    </message>
    <message>
        <source>{game}: unknown result {result!r}</source>
        <translation type="vanished">{game}: неизвестный результат {result!r}</translation>
    </message>
    <message>
        <source>{game}: the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation type="vanished">{game}: места игроков — {positions}, а не от 1 до {count}</translation>
    </message>
    <message>
        <source>{game}: unknown first-day rule zeroVoting={rule!r}</source>
        <translation type="vanished">{game}: неизвестное правило первого дня zeroVoting={rule!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="575"/>
        <source>{game}: {where}: {problem}</source>
        <translation>{game}: {where}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="912"/>
        <source>{game}: the record says {expected}, but under the rules {actual}</source>
        <translation>{game}: в записи игры — {expected}, а по правилам — {actual}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="427"/>
        <source>The last moves of the archive {path} are in {wal}, which cannot be read where the archive is read-only. Copy both files together to a writable folder and open the copy there.</source>
        <translation>Последние ходы архива {path} лежат в {wal}, а его нельзя прочитать там, где архив только для чтения. Скопируйте оба файла вместе в папку с правом записи и откройте копию там.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="455"/>
        <source>{path} is a folder, not an archive file</source>
        <translation>{path} — папка, а не файл архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="459"/>
        <source>{path} is not a mafia-desktop archive (not an SQLite database). The file was not changed.</source>
        <translation>{path} — не архив mafia-desktop (не база данных SQLite). Файл не изменен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="486"/>
        <source>{path} has no schema version: it is not a usable archive. The file was not changed.</source>
        <translation>В {path} не указана версия схемы: это непригодный архив. Файл не изменен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="490"/>
        <source>{path} has no usable schema version ({version} is none this app ever wrote): it is not a usable archive. The file was not changed.</source>
        <translation>У {path} нет пригодной версии схемы ({version} — такой это приложение никогда не записывало): это не пригодный архив. Файл не изменён.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="502"/>
        <source>{path} cannot be read as an archive ({error}). The file was not changed; if it is your archive, a backup can be restored (mafia-desktop restore-backup).</source>
        <translation>{path} не читается как архив ({error}). Файл не изменён; если это ваш архив, можно восстановить резервную копию (mafia-desktop restore-backup).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="494"/>
        <source>{path} was written by a newer mafia-desktop (archive version {version}; this one reads up to {supported}). Update the app; the file was not changed.</source>
        <translation>{path} записан более новой версией mafia-desktop (версия архива {version}; эта версия читает до {supported}). Обновите приложение; файл не изменен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="514"/>
        <source>{path} holds a mafia-desktop archive ({games} games) whose header is damaged: its mark (the application id) reads {found} instead of {expected}. The file was not changed. It can be repaired into a new file (the window offers it; or mafia-desktop repair).</source>
        <translation>В {path} архив mafia-desktop (игр: {games}) с повреждённым заголовком: его метка (application id) — {found} вместо {expected}. Файл не изменён. Его можно исправить в новый файл (окно это предложит; или mafia-desktop repair).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="520"/>
        <source>{path} is an SQLite database with no tables (user version {user_version}) that mafia-desktop did not write: it may be another program&apos;s, so it was not changed. Choose another file for the archive, or delete this one first.</source>
        <translation>{path} — база SQLite без таблиц (user version {user_version}), записанная не mafia-desktop: она может принадлежать другой программе, поэтому не изменена. Выберите для архива другой файл или сначала удалите этот.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="524"/>
        <source>{path} is an SQLite database of another program, not a mafia-desktop archive. The file was not changed.</source>
        <translation>{path} — база данных SQLite другой программы, а не архив mafia-desktop. Файл не изменен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/schema.py" line="537"/>
        <source>{path} has no damaged header to repair</source>
        <translation>У {path} нет повреждённого заголовка, исправлять нечего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="337"/>
        <source>Game {game} cannot be replayed: {reason}</source>
        <translation>Игру {game} не удается воспроизвести: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="736"/>
        <source>Restored {backup} as {path}.</source>
        <translation>Копия {backup} восстановлена как {path}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="738"/>
        <source>The archive as it was is kept as {aside}: games played since the backup are there (open it with --db, export them with --json, import them back).</source>
        <translation>Прежний архив сохранён как {aside}: в нём игры, сыгранные после копии (откройте его с --db, экспортируйте их с --json и импортируйте обратно).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/commands.py" line="746"/>
        <source>Repaired into {target}; the damaged file was not changed. To use the repaired copy: mafia-desktop restore-backup {target}</source>
        <translation>Исправленная копия: {target}; повреждённый файл не изменён. Чтобы работать с копией: mafia-desktop restore-backup {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="54"/>
        <source>Seat {seat} has no card ({role!r} is not a role)</source>
        <translation>У игрока №&#xa0;{seat} нет карты ({role!r} — не роль)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="61"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="31"/>
        <source>The game has not been set up yet</source>
        <translation>Игра ещё не настроена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="74"/>
        <source>third foul</source>
        <translation>третий фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="75"/>
        <source>skipped by the host</source>
        <translation>по решению ведущего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="142"/>
        <source>Seat {seat} is the last candidate: he may not vote against himself, nor abstain, so his hand goes up now, for seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} — последний кандидат: он не может голосовать против себя и не может воздержаться, поэтому его рука поднимается сейчас, против игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="221"/>
        <source>Nobody has won yet</source>
        <translation>Пока никто не победил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="228"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="52"/>
        <source>Nothing to undo</source>
        <translation>Нечего отменять</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/commands.py" line="234"/>
        <location filename="../../mafia_desktop/engine/folding.py" line="53"/>
        <source>Nothing to redo</source>
        <translation>Нечего возвращать</translation>
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
        <translation>Неизвестный тип записи журнала: {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="442"/>
        <source>Malformed {kind} event: its {field}: {error}</source>
        <translation>Поврежденная запись журнала {kind}: поле {field}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/events.py" line="448"/>
        <location filename="../../mafia_desktop/engine/events.py" line="452"/>
        <source>Malformed {kind} event: {error}</source>
        <translation>Поврежденная запись журнала {kind}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="27"/>
        <source>Nobody was nominated: no vote today.</source>
        <translation>Никто не выставлен: сегодня голосования нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="28"/>
        <source>Only one nominee on the first day: no vote. [004 §2.2.1]</source>
        <translation>В первый день выставлен только один кандидат: голосования нет. [004 §2.2.1]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="29"/>
        <source>No vote on the first day (club rule).</source>
        <translation>В первый день голосования нет (правило клуба).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="30"/>
        <source>Exactly four players at the table: nobody leaves. [004 §2.4.2]</source>
        <translation>За столом ровно четыре игрока: никто не покидает стол. [004 §2.4.2]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="31"/>
        <source>Every player at the table is tied: nobody leaves, night falls.</source>
        <translation>У всех игроков за столом равное число голосов: никто не покидает стол, наступает ночь.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="32"/>
        <source>Nobody raised a hand: nobody leaves.</source>
        <translation>Никто не поднял руку: никто не покидает стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="40"/>
        <source>Seat {seat} was removed: no vote today (monster rule). [004 §2.4.3]</source>
        <translation>Игрок №&#xa0;{seat} удалён из игры: сегодня голосования нет (правило «монстра»). [004 §2.4.3]</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="494"/>
        <source>Seat {seat} has the most votes, but on the first day a single leader stays (club rule) and speaks again.</source>
        <translation>У игрока №&#xa0;{seat} больше всего голосов, но в первый день единственный лидер остается за столом (правило клуба) и говорит ещё раз.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="498"/>
        <source>Seat {seat} has the most votes but did not vote for himself: he stays (club rule).</source>
        <translation>У игрока №&#xa0;{seat} больше всего голосов, но он не голосовал за себя: он остается за столом (правило клуба).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="501"/>
        <source>Seat {seat} is voted out.</source>
        <translation>Игрок №&#xa0;{seat} выбыл на голосовании.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="505"/>
        <source>A tie between seats {seats}: on the first day nobody leaves (club rule); each speaks again.</source>
        <translation>Равенство голосов у игроков №&#xa0;{seats}: в первый день никто не покидает стол (правило клуба); каждый говорит ещё раз.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="513"/>
        <source>Seats {seats} are tied with nine at the table: nobody leaves (club rule).</source>
        <translation>У игроков №&#xa0;{seats} равное число голосов, а за столом девять игроков: никто не покидает стол (правило клуба).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="519"/>
        <source>A tie between seats {seats}: each speaks again, then a revote.</source>
        <translation>Равенство голосов у игроков №&#xa0;{seats}: каждый говорит ещё раз, затем повторное голосование.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="520"/>
        <source>A tie between seats {seats}: a revote.</source>
        <translation>Равенство голосов у игроков №&#xa0;{seats}: повторное голосование.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="523"/>
        <source>A tie again between seats {seats}: nobody leaves.</source>
        <translation>Снова равенство голосов у игроков №&#xa0;{seats}: никто не покидает стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="525"/>
        <source>A tie again between seats {seats}.</source>
        <translation>Снова равенство голосов у игроков №&#xa0;{seats}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="533"/>
        <source>{seat}</source>
        <translation>{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="534"/>
        <source>{seats} and {seat}</source>
        <translation>{seats} и {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="562"/>
        <source>{yes} of {voters} are for all of them leaving; {needed} needed: nobody leaves.</source>
        <translation>{yes} из {voters} — за то, чтобы все покинули стол; нужно {needed}: никто не покидает стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="567"/>
        <source>{yes} of {voters} are for all of them leaving: everyone leaves, a draw.</source>
        <translation>{yes} из {voters} — за то, чтобы все покинули стол: все покидают стол, ничья.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="572"/>
        <source>{yes} of {voters} are for all of them leaving: seats {seats} leave the table.</source>
        <translation>{yes} из {voters} — за то, чтобы все покинули стол: игроки №&#xa0;{seats} покидают стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="59"/>
        <source>Event {number} ({kind}): {problem}</source>
        <translation>Запись журнала {number} ({kind}): {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="438"/>
        <source>fourth foul</source>
        <translation>четвёртый фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="439"/>
        <source>second technical foul</source>
        <translation>второй технический фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/folding.py" line="441"/>
        <location filename="../../mafia_desktop/engine/points.py" line="294"/>
        <source>disqualified</source>
        <translation>дисквалификация</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="27"/>
        <source>Seat {seat} was killed.</source>
        <translation>Игрок №&#xa0;{seat} убит.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="29"/>
        <source>The mafia shot, but the doctor saved the victim.</source>
        <translation>Мафия стреляла, но доктор спас жертву.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="31"/>
        <source>The mafia missed: nobody was killed.</source>
        <translation>Мафия промахнулась: никто не убит.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="36"/>
        <source>The commissar&apos;s check found a black player.</source>
        <translation>Проверка комиссара показала: игрок чёрный.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="37"/>
        <source>The commissar&apos;s check found a player who is not black.</source>
        <translation>Проверка комиссара показала: игрок не чёрный.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="88"/>
        <source>No black player is left: the town wins.</source>
        <translation>Чёрных игроков не осталось: победили мирные жители.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="89"/>
        <source>The mafia are as many as the town: the mafia wins.</source>
        <translation>Мафии за столом столько же, сколько мирных жителей: победила мафия.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="90"/>
        <source>Everyone left together: a draw.</source>
        <translation>Все игроки покинули стол одновременно: ничья.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="97"/>
        <source>Votes: {counts}.</source>
        <translation>Голоса: {counts}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="98"/>
        <source>seat {seat}: {votes}</source>
        <translation>№&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="112"/>
        <source>Ask: who is for seats {seats} all leaving? {needed} of {voters} needed.</source>
        <translation>Спросите: кто за то, чтобы игроки №&#xa0;{seats} покинули стол все вместе? Нужно {needed} из {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="117"/>
        <source>Split: seats {seats} speak again; nobody leaves.</source>
        <translation>Разделение голосов: игроки №&#xa0;{seats} говорят ещё раз; никто не выбывает.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="129"/>
        <source>Seat {seat} is removed ({reason}): he leaves at once, without a last word.</source>
        <translation>Игрок №&#xa0;{seat} удалён из игры ({reason}): он сразу покидает стол, без последнего слова.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="134"/>
        <source>Seat {seat} has a third foul: his next speech is cut to {seconds} s.</source>
        <translation>У игрока №&#xa0;{seat} третий фол: его следующая речь сокращается до {seconds} с.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="137"/>
        <source>Seat {seat} has a third foul: he loses his next speech.</source>
        <translation>У игрока №&#xa0;{seat} третий фол: он лишается следующей речи.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="143"/>
        <source>Seat {seat} was removed: no vote on the next day (monster rule).</source>
        <translation>Игрок №&#xa0;{seat} удалён из игры: на следующий день голосования нет (правило «монстра»).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="178"/>
        <source>1st technical foul</source>
        <translation>1-й технический фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="180"/>
        <source>2nd technical foul: he leaves the game</source>
        <translation>2-й технический фол: игрок удаляется из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="181"/>
        <source>technical foul no. {count}</source>
        <translation>технический фол №&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="184"/>
        <source>1st foul</source>
        <translation>1-й фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="186"/>
        <source>2nd foul</source>
        <translation>2-й фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="190"/>
        <source>3rd foul: his next speech is cut to {seconds} s</source>
        <translation>3-й фол: его следующая речь сокращается до {seconds} с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="192"/>
        <source>3rd foul: he loses his next speech</source>
        <translation>3-й фол: игрок лишается следующей речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="193"/>
        <source>3rd foul</source>
        <translation>3-й фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="195"/>
        <source>4th foul: he leaves the game</source>
        <translation>4-й фол: игрок удаляется из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/narration.py" line="196"/>
        <source>foul no. {count}</source>
        <translation>фол №&#xa0;{count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="131"/>
        <source>host: {reason}</source>
        <translation>ведущий: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="163"/>
        <source>Not a {kind} scoring table: {data!r}</source>
        <translation>Это не таблица очков типа {kind}: {data!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="167"/>
        <source>Unknown scoring option(s): {options}</source>
        <translation>Неизвестные параметры подсчёта очков: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="171"/>
        <source>Malformed scoring table: {error}</source>
        <translation>Поврежденная таблица очков: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="176"/>
        <source>A scoring system needs a name</source>
        <translation>У системы подсчёта очков должно быть название</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="181"/>
        <source>host_adjustments is true or false, not {value!r}</source>
        <translation>host_adjustments — это true или false, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="199"/>
        <source>town_all is true or false, not {value!r}</source>
        <translation>town_all — это true или false, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="204"/>
        <source>black win: {count} red players dealt</source>
        <translation>победа чёрных (красных игроков в раздаче: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="208"/>
        <source>red win: {count} at the table</source>
        <translation>победа красных (за столом: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="213"/>
        <source>black win: each surviving black gets the number of red players dealt</source>
        <translation>победа чёрных: каждый оставшийся в игре чёрный игрок получает столько очков, сколько красных игроков было в раздаче</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="214"/>
        <source>red win: each red player gets the number still at the table</source>
        <translation>победа красных: каждый красный игрок получает столько очков, сколько игроков осталось за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="215"/>
        <source>red win: each surviving red player gets the number still at the table</source>
        <translation>победа красных: каждый оставшийся в игре красный игрок получает столько очков, сколько игроков осталось за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="242"/>
        <source>The first-killed compensation cannot be negative</source>
        <translation>Компенсация первому убитому не может быть отрицательной</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="255"/>
        <source>best move: {count} black named</source>
        <translation>лучший ход (названо чёрных: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="267"/>
        <source>removed by fouls ({reason})</source>
        <translation>удаление за фолы ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="269"/>
        <source>disqualified ({reason})</source>
        <translation>дисквалификация ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="274"/>
        <source>win {win}, loss {loss}</source>
        <translation>победа {win}, поражение {loss}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="276"/>
        <source>{count} black → {points}</source>
        <translation>{count} чёрн. → {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="278"/>
        <source>best move {scale}</source>
        <translation>лучший ход: {scale}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="279"/>
        <source>removed by fouls {fouls}, disqualified {disqualified}</source>
        <translation>удаление за фолы {fouls}, дисквалификация {disqualified}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="282"/>
        <source>first-killed compensation up to {cap}</source>
        <translation>компенсация первому убитому — до {cap}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="291"/>
        <source>win</source>
        <translation>победа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="292"/>
        <source>loss</source>
        <translation>поражение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="293"/>
        <source>removed by fouls</source>
        <translation>удаление за фолы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="295"/>
        <source>the host&apos;s extra points</source>
        <translation>дополнительные очки от ведущего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="320"/>
        <source>compensation cap</source>
        <translation>предел компенсации</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="335"/>
        <location filename="../../mafia_desktop/engine/points.py" line="341"/>
        <source>The {what} must be a number, not {value!r}</source>
        <translation>Значение «{what}» должно быть числом, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="351"/>
        <source>A best move names 0 to 3 black players, not {blacks!r}</source>
        <translation>Лучший ход называет от 0 до 3 чёрных игроков, а не {blacks!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="352"/>
        <source>best move points for {count} black</source>
        <translation>очки за лучший ход (чёрных: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="354"/>
        <source>The best move table maps black players named to points, not {value!r}</source>
        <translation>Таблица лучшего хода должна задавать очки для числа названных чёрных игроков, а не {value!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="400"/>
        <source>Unknown sport version {version!r}; choose one of {versions}</source>
        <translation>Неизвестная версия таблицы sport {version!r}; выберите одну из: {versions}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="422"/>
        <source>Unknown scoring system {name!r}; choose one of {systems}</source>
        <translation>Неизвестная система подсчёта очков {name!r}; выберите одну из: {systems}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/points.py" line="431"/>
        <source>Unknown kind of scoring system {kind!r}; choose one of {kinds}</source>
        <translation>Неизвестный тип системы подсчёта очков {kind!r}; выберите один из: {kinds}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="114"/>
        <source>civilian</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="115"/>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="116"/>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="117"/>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="118"/>
        <source>mistress</source>
        <translation>путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="119"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/roles.py" line="120"/>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="212"/>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="417"/>
        <source>Unknown ruleset option(s): {options}</source>
        <translation>Неизвестные параметры правил: {options}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="412"/>
        <source>Unknown ruleset {name!r}; choose one of {presets}</source>
        <translation>Неизвестный набор правил {name!r}; выберите один из: {presets}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="421"/>
        <source>Bad ruleset option: {error}</source>
        <translation>Неверный параметр правил: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="444"/>
        <source>The Latvian table seats at most 13 players</source>
        <translation>По латвийским правилам за столом не больше 13 игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="446"/>
        <source>A game needs at least one mafia player</source>
        <translation>В игре нужен хотя бы один игрок мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="448"/>
        <source>The mafia must start outnumbered by the town</source>
        <translation>В начале игры мафии должно быть меньше, чем мирных жителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="452"/>
        <source>The {preset} preset has no {role}</source>
        <translation>В наборе правил {preset} нет роли «{role}»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="454"/>
        <source>There can be only one {role}</source>
        <translation>Роль «{role}» может быть только одна</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="458"/>
        <source>The sport table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>В наборе правил sport за столом 10 игроков: 6 мирных жителей, шериф, 2 мафии и дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/ruleset.py" line="459"/>
        <source>The mastermind table is 10 players: 6 civilians, a sheriff, 2 mafia and a don</source>
        <translation>В наборе правил mastermind за столом 10 игроков: 6 мирных жителей, шериф, 2 мафии и дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="146"/>
        <source>Round {round} has a table that is not {size} players.</source>
        <translation>В туре {round} есть стол, где число игроков не равно {size}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="149"/>
        <source>Round {round} seats a player twice or one not listed.</source>
        <translation>В туре {round} игрок посажен дважды или посажен игрок не из списка.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="152"/>
        <source>A pair kept apart names a player not listed.</source>
        <translation>В паре игроков, которых нельзя сажать вместе, назван игрок не из списка.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="260"/>
        <source>Every player needs a name; one of them is blank.</source>
        <translation>У каждого игрока должно быть имя; одно из имен пустое.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="263"/>
        <source>&quot;{first}&quot; and &quot;{second}&quot; are the same player: give every player a different name.</source>
        <translation>«{first}» и «{second}» — один и тот же игрок: дайте всем игрокам разные имена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="271"/>
        <source>A table needs at least {minimum} seats (you asked for {size}).</source>
        <translation>За столом должно быть не меньше {minimum} мест (указано: {size}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="274"/>
        <source>A plan needs at least one table.</source>
        <translation>В плане рассадки должен быть хотя бы один стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="276"/>
        <source>Every player must play at least one game.</source>
        <translation>Каждый игрок должен сыграть хотя бы одну игру.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="278"/>
        <source>{count} players cannot fill a table of {size}.</source>
        <translation>Игроков: {count} — этого мало даже для одного стола (мест за столом: {size}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="282"/>
        <source>{count} players fill at most 1 table of {size}; {tables} tables need {needed} players.</source>
        <translation>Игроков: {count}, мест за столом: {size}. Полный стол получится только один, а чтобы занять все столы (столов: {tables}), нужно игроков: {needed}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="284"/>
        <source>{count} players fill at most {fit} tables of {size}; {tables} tables need {needed} players.</source>
        <translation>Игроков: {count}, мест за столом: {size}. Полных столов получится не больше {fit}, а чтобы занять все столы (столов: {tables}), нужно игроков: {needed}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="294"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of 1 table of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>Игроков: {count}, игр у каждого: {games}, всего мест за столами: {seats}. Эти места не раскладываются на целое число туров за одним столом (мест за столом: {size}, мест в туре: {per_round}), поэтому в каком-то туре стол будет неполным. Если не менять число игроков ({count}), выберите игр у каждого: {fits_games}; если не менять число игр у каждого ({games}), соберите игроков: {fits_count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="299"/>
        <source>{count} players playing {games} games each fill {seats} seats, which is not a whole number of rounds of {tables} tables of {size} ({per_round} seats a round), so some table would play short. With {count} players choose {fits_games} games each, or with {games} games each bring {fits_count} players.</source>
        <translation>Игроков: {count}, игр у каждого: {games}, всего мест за столами: {seats}. Эти места не раскладываются на целое число туров (столов: {tables}, мест за столом: {size}, мест в туре: {per_round}), поэтому в каком-то туре один из столов будет неполным. Если не менять число игроков ({count}), выберите игр у каждого: {fits_games}; если не менять число игр у каждого ({games}), соберите игроков: {fits_count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="316"/>
        <source>{lower} or {higher}</source>
        <translation>{lower} или {higher}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="328"/>
        <source>&quot;{name}&quot; is kept apart from someone but is not among the players.</source>
        <translation>«{name}» входит в пару игроков, которых нельзя сажать вместе, но его нет среди игроков.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="332"/>
        <source>&quot;{name}&quot; cannot be kept apart from himself.</source>
        <translation>«{name}» не может составить пару с самим собой.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="376"/>
        <source>At one table players kept apart cannot both play a round, but {first} and {second} both play round {round}. Add a table or unlock the pair.</source>
        <translation>При одном столе двое из пары, которых нельзя сажать вместе, не могут играть в одном туре, но {first} и {second} оба играют в туре {round}. Добавьте стол или уберите эту пару из ограничений.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="379"/>
        <source>In round {round} the players kept apart ({who}) cannot be spread over {tables} tables of {size}. Unlock a pair or add a table.</source>
        <translation>В туре {round} игроков, которых нельзя сажать вместе ({who}), не удается распределить по столам (столов: {tables}, мест за столом: {size}). Уберите одну из пар из ограничений или добавьте стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/seating.py" line="399"/>
        <source>Too many players are locked apart to check every way of seating them; unlock some pairs.</source>
        <translation>Слишком много пар игроков, которых нельзя сажать вместе: перебрать все варианты рассадки не удается. Уберите часть пар из ограничений.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="95"/>
        <source>Unknown tie-break {names}; known: {known}</source>
        <translation>Неизвестный критерий при равенстве очков: {names}; известные: {known}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="72"/>
        <source>dealing the roles</source>
        <translation>раздача карт</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="73"/>
        <source>the mafia&apos;s agreement</source>
        <translation>договорка мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="74"/>
        <source>the mafia&apos;s shot</source>
        <translation>охота мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="75"/>
        <source>the don&apos;s check</source>
        <translation>проверка дона</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="76"/>
        <source>the sheriff&apos;s check</source>
        <translation>проверка шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="77"/>
        <source>the commissar&apos;s check</source>
        <translation>проверка комиссара</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="78"/>
        <source>the doctor&apos;s save</source>
        <translation>лечение доктора</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="79"/>
        <source>the mistress&apos;s visit</source>
        <translation>визит путаны</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="80"/>
        <source>the open talk</source>
        <translation>свободное обсуждение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="81"/>
        <source>the vote on all of them leaving</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="82"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="127"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="707"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="770"/>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="64"/>
        <source>the end of the game</source>
        <translation>завершение игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="87"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="243"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="355"/>
        <source>seat {seat}&apos;s best move</source>
        <translation>лучший ход игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="88"/>
        <source>seat {seat}&apos;s last word</source>
        <translation>последнее слово игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="89"/>
        <source>seat {seat}&apos;s speech</source>
        <translation>речь игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="90"/>
        <source>seat {seat}&apos;s justification</source>
        <translation>оправдательная речь игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="91"/>
        <source>seat {seat}&apos;s extra speech</source>
        <translation>дополнительная речь игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="92"/>
        <source>the vote on seat {seat}</source>
        <translation>голосование по кандидатуре игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="97"/>
        <source>the sheriff meeting the host</source>
        <translation>знакомство шерифа с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="98"/>
        <source>the commissar meeting the host</source>
        <translation>знакомство комиссара с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="99"/>
        <source>the doctor meeting the host</source>
        <translation>знакомство доктора с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="100"/>
        <source>the mistress meeting the host</source>
        <translation>знакомство путаны с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="101"/>
        <source>the don meeting the host</source>
        <translation>знакомство дона с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="109"/>
        <source>nothing (the game is over)</source>
        <translation>никакой: игра окончена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/steps.py" line="112"/>
        <source>the {role} meeting the host</source>
        <translation>знакомство с ведущим: {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="33"/>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="40"/>
        <source>{event} cannot be recorded</source>
        <translation>Запись {event} нельзя внести в журнал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="75"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="85"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="117"/>
        <source>Not now: the table is at {step}</source>
        <translation>Сейчас нельзя: текущий этап — {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="91"/>
        <source>There is no seat {seat} at this table</source>
        <translation>За этим столом нет игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="123"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="146"/>
        <source>Seat {seat} needs a nickname</source>
        <translation>У игрока №&#xa0;{seat} должен быть ник</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="124"/>
        <source>Every seat needs a nickname</source>
        <translation>У каждого игрока должен быть ник</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="127"/>
        <source>Seat {seat} is already called {nickname!r}</source>
        <translation>Ник {nickname!r} уже у игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="136"/>
        <source>This game has already been set up</source>
        <translation>Эта игра уже настроена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="141"/>
        <source>The table has {size} seats but {count} nicknames were given</source>
        <translation>Мест за столом: {size}, а ников указано: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="149"/>
        <source>Seats {first} and {seat} have the same nickname {nickname!r}</source>
        <translation>У игроков №&#xa0;{first} и №&#xa0;{seat} одинаковый ник {nickname!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="155"/>
        <source>The club label must be text of at most 200 characters</source>
        <translation>Название клуба должно быть текстом не длиннее 200 символов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="156"/>
        <source>The tournament label must be text of at most 200 characters</source>
        <translation>Название турнира должно быть текстом не длиннее 200 символов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="157"/>
        <source>The table label must be text of at most 200 characters</source>
        <translation>Номер стола должен быть текстом не длиннее 200 символов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="158"/>
        <source>The number label must be text of at most 200 characters</source>
        <translation>Номер игры должен быть текстом не длиннее 200 символов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="159"/>
        <source>The host label must be text of at most 200 characters</source>
        <translation>Имя ведущего должно быть текстом не длиннее 200 символов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="181"/>
        <source>Deal one card to each of the {size} seats</source>
        <translation>Раздайте по одной карте каждому игроку (мест за столом: {size})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="190"/>
        <source>The deal has {dealt} × {role}; this table needs {wanted}</source>
        <translation>В раздаче {dealt} × {role}, а для этого стола нужно {wanted}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="198"/>
        <source>The arrangement names one to three seats</source>
        <translation>Статичная договорка называет от одного до трёх номеров</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="201"/>
        <source>Seat {seat} is listed twice in the arrangement</source>
        <translation>Игрок №&#xa0;{seat} дважды назван в договорке</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="209"/>
        <source>Not now: {step} has no timer</source>
        <translation>Сейчас нельзя: на этом этапе нет таймера ({step})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="217"/>
        <source>Seat {seat} has lost this speech (third foul)</source>
        <translation>Игрок №&#xa0;{seat} лишён этой речи (третий фол)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="220"/>
        <source>The timer is already running</source>
        <translation>Таймер уже идёт</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="228"/>
        <source>The timer is not running</source>
        <translation>Таймер не запущен</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="230"/>
        <source>The pause comes before the timer started</source>
        <translation>Пауза указана раньше, чем запущен таймер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="237"/>
        <source>Add a positive number of seconds</source>
        <translation>Добавьте положительное число секунд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="253"/>
        <source>Seat {seat} has lost this speech (third foul): skip it</source>
        <translation>Игрок №&#xa0;{seat} лишён этой речи (третий фол): пропустите её</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="256"/>
        <source>Seat {seat} must nominate one or two players before the next turn</source>
        <translation>Игрок №&#xa0;{seat} должен выставить одного или двух игроков, прежде чем ход перейдет к следующему</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="262"/>
        <source>The next timer needs the moment it starts</source>
        <translation>Для следующего таймера нужен момент его запуска</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="266"/>
        <source>Seat {seat} may not skip his turn: every player nominates</source>
        <translation>Игрок №&#xa0;{seat} не может пропустить свою очередь: выставляют все игроки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="281"/>
        <source>In this game the players nominate, not the host</source>
        <translation>В этой игре выставляют игроки, а не ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="286"/>
        <source>In this game the host puts players to the vote</source>
        <translation>В этой игре на голосование выставляет ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="288"/>
        <source>Seat {seat} can nominate only during his own speech</source>
        <translation>Игрок №&#xa0;{seat} может выставлять только во время своей речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="289"/>
        <source>Seat {seat} has left the table and cannot be nominated</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры, его нельзя выставить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="293"/>
        <source>Seat {seat} is already on the ballot</source>
        <translation>Игрок №&#xa0;{seat} уже среди кандидатов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="297"/>
        <source>Seat {seat} has already nominated seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} уже выставил игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="306"/>
        <source>Seat {seat} already nominated today: seat {named} (withdraw it first)</source>
        <translation>Игрок №&#xa0;{seat} сегодня уже выставил игрока №&#xa0;{named} (сначала снимите эту кандидатуру)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="309"/>
        <source>Seat {seat} already nominated today: seat {named}</source>
        <translation>Игрок №&#xa0;{seat} сегодня уже выставил игрока №&#xa0;{named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="310"/>
        <source>Seat {seat} has already nominated {limit} players today: {named}</source>
        <translation>Игрок №&#xa0;{seat} сегодня уже выставил наибольшее число игроков ({limit}): №&#xa0;{named}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="318"/>
        <source>In this game only the nominating player withdraws</source>
        <translation>В этой игре снять кандидатуру может только тот, кто её выставил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="321"/>
        <location filename="../../mafia_desktop/engine/validate.py" line="474"/>
        <source>Seat {seat} is not on the ballot</source>
        <translation>Игрока №&#xa0;{seat} нет среди кандидатов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="324"/>
        <source>Withdrawing a nomination is not allowed in this game</source>
        <translation>В этой игре снимать кандидатуру нельзя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="328"/>
        <source>Seat {seat} can withdraw only during his own speech</source>
        <translation>Игрок №&#xa0;{seat} может снять кандидатуру только во время своей речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="330"/>
        <source>Seat {seat} has not nominated seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} не выставлял игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="333"/>
        <source>Seat {seat} is listed twice among the hands</source>
        <translation>Игрок №&#xa0;{seat} дважды указан среди поднявших руку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="334"/>
        <source>Seat {seat} has left the table and cannot vote</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры и не может голосовать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="341"/>
        <source>The vote now is on seat {seat}, not seat {nominee}</source>
        <translation>Сейчас голосуют за игрока №&#xa0;{seat}, а не за игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="345"/>
        <source>Seat {seat} is not the last nominee but one, or the rest do not count for the last nominee in this game</source>
        <translation>Игрок №&#xa0;{seat} — не предпоследний кандидат, или в этой игре голоса остальных не засчитываются последнему кандидату</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="356"/>
        <source>Seat {seat} does not vote in this round</source>
        <translation>Игрок №&#xa0;{seat} не голосует в этом туре</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="358"/>
        <source>Seat {seat} already voted, for seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} уже проголосовал — за игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="360"/>
        <source>Seat {seat} is a candidate and cannot vote against himself</source>
        <translation>Игрок №&#xa0;{seat} — кандидат и не может голосовать против себя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="403"/>
        <source>Seat {seat} is already chosen: tap it again to take it back</source>
        <translation>Игрок №&#xa0;{seat} уже выбран: нажмите на его номер ещё раз, чтобы отменить выбор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="413"/>
        <source>Choose a seat</source>
        <translation>Выберите игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="432"/>
        <source>Every shooter has a target: record the shots</source>
        <translation>У каждого стрелявшего уже есть цель: запишите выстрелы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="434"/>
        <source>Seat {seat} has left the table and cannot be shot</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры, в него нельзя стрелять</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="436"/>
        <source>A tap on a seat does nothing now: the table is at {step}</source>
        <translation>Сейчас нажатие на место ничего не делает: текущий этап — {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="442"/>
        <source>A shooter&apos;s target is taken back with Undo</source>
        <translation>Цель стрелявшего отменяется кнопкой «Отменить»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="444"/>
        <source>Seat {seat} is not chosen</source>
        <translation>Игрок №&#xa0;{seat} не выбран</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="455"/>
        <source>Seat {seat} is one of the candidates and does not vote now</source>
        <translation>Игрок №&#xa0;{seat} — один из кандидатов и сейчас не голосует</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="461"/>
        <source>This game has no split</source>
        <translation>В этой игре нет разделения голосов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="464"/>
        <source>The split is for the first day only</source>
        <translation>Разделение голосов возможно только в первый день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="468"/>
        <source>The split replaces the first vote: undo the votes first</source>
        <translation>Разделение голосов заменяет первое голосование: сначала отмените голоса</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="470"/>
        <source>A split names two nominees</source>
        <translation>В разделении голосов участвуют два кандидата</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="471"/>
        <source>Seat {seat} is listed twice in the split</source>
        <translation>Игрок №&#xa0;{seat} дважды указан в разделении голосов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="482"/>
        <source>No shot on the first night</source>
        <translation>В ночь знакомства выстрелов нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="485"/>
        <source>Seat {seat} is listed twice among the shooters</source>
        <translation>Игрок №&#xa0;{seat} дважды указан среди стрелявших</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="490"/>
        <source>Seat {seat} is not a black player at the table and does not shoot</source>
        <translation>Игрок №&#xa0;{seat} не из чёрных игроков за столом и не стреляет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="499"/>
        <source>Record a shot (or no shot) for every black player: seat {seats}</source>
        <translation>Отметьте выстрел (или его отсутствие) каждого чёрного игрока: №&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="502"/>
        <source>In this game the mafia agree on one victim</source>
        <translation>В этой игре мафия договаривается об одной жертве</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="507"/>
        <source>The don has left the table: no check tonight</source>
        <translation>Дон выбыл из игры: сегодня ночью проверки нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="508"/>
        <source>The sheriff has left the table: no check tonight</source>
        <translation>Шериф выбыл из игры: сегодня ночью проверки нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="509"/>
        <source>The commissar has left the table: no check tonight</source>
        <translation>Комиссар выбыл из игры: сегодня ночью проверки нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="510"/>
        <source>The doctor has left the table: no save tonight</source>
        <translation>Доктор выбыл из игры: сегодня ночью лечения нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="511"/>
        <source>The mistress has left the table: no visit tonight</source>
        <translation>Путана выбыла из игры: сегодня ночью визита нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="547"/>
        <source>Seat {seat} has left the table and cannot be saved</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры, лечить его нельзя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="549"/>
        <source>The doctor saved seat {seat} last night and cannot save him two nights running</source>
        <translation>Доктор лечил игрока №&#xa0;{seat} прошлой ночью и не может лечить его две ночи подряд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="554"/>
        <source>The doctor has already saved himself as often as this game allows</source>
        <translation>Доктор уже лечил себя столько раз, сколько разрешено в этой игре</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="563"/>
        <source>Seat {seat} has left the table and cannot be visited</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры, путана не может к нему прийти</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="565"/>
        <source>The mistress visits another player</source>
        <translation>Путана приходит к другому игроку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="573"/>
        <source>The best move names at most three seats</source>
        <translation>В лучшем ходе называют не больше трёх номеров</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="574"/>
        <source>Seat {seat} is listed twice in the best move</source>
        <translation>Игрок №&#xa0;{seat} дважды назван в лучшем ходе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="578"/>
        <source>The best move names other players</source>
        <translation>В лучшем ходе называют других игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="587"/>
        <source>Fouls are given once the game has begun</source>
        <translation>Фолы выдаются только после начала игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="590"/>
        <source>Seat {seat} has left the table</source>
        <translation>Игрок №&#xa0;{seat} выбыл из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="592"/>
        <source>This game does not count technical fouls</source>
        <translation>В этой игре технические фолы не учитываются</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="599"/>
        <source>Removals come once the game has begun</source>
        <translation>Удаление возможно только после начала игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="601"/>
        <source>Seat {seat} has already left the table</source>
        <translation>Игрок №&#xa0;{seat} уже выбыл из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="611"/>
        <source>Write why seat {seat} gets these points</source>
        <translation>Напишите, за что игрок №&#xa0;{seat} получает эти очки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="614"/>
        <source>Points are a number, not {points!r}</source>
        <translation>Очки — это число, а не {points!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="618"/>
        <source>Give a number of points other than zero</source>
        <translation>Укажите число очков, отличное от нуля</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="621"/>
        <source>Points have at most two decimals ({points} is too fine)</source>
        <translation>Очки указываются не точнее двух знаков после запятой ({points} — слишком точно)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="623"/>
        <source>Give at most {most} points, plus or minus</source>
        <translation>Не больше {most} очков, плюс или минус</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="637"/>
        <source>The rules say the red team won</source>
        <translation>По правилам победили мирные жители (красные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="638"/>
        <source>The rules say the black team won</source>
        <translation>По правилам победила мафия (чёрные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="639"/>
        <source>The rules say the draw team won</source>
        <translation>По правилам игра закончилась ничьей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/sequence.py" line="177"/>
        <source>{path} was an empty file (0 bytes): it is now a new, empty archive</source>
        <translation>{path} был пустым файлом (0 байт): теперь это новый пустой архив</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/archive.py" line="163"/>
        <source>The archive {path} is read-only here ({why}): games can be browsed, replayed and exported, but new games and imports need a writable copy. Copy it to a writable folder (e.g. {suggestion}) and open the copy (mafia-desktop --db COPY).</source>
        <translation>Архив {path} здесь доступен только для чтения ({why}): игры можно смотреть, просматривать и экспортировать, но для новых игр и импорта нужна копия с правом записи. Скопируйте его в папку с правом записи (например, {suggestion}) и откройте копию (mafia-desktop --db КОПИЯ).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="34"/>
        <source>no backup holds it whole</source>
        <translation>ни в одной резервной копии она не сохранилась целиком</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/repair.py" line="36"/>
        <source>the last backup that holds it whole is {backup} (restore it from Settings → Backups, or with mafia-desktop restore-backup {name})</source>
        <translation>последняя резервная копия, где она цела, — {backup} (восстановите её в разделе «Настройки → Резервные копии» или командой mafia-desktop restore-backup {name})</translation>
    </message>
    <message>
        <source>{old} merged into {new}: {moved} game(s) moved, {count} in all now</source>
        <translation type="vanished">Игрок {old} объединен с игроком {new}: перенесено игр: {moved}, теперь всего игр: {count}</translation>
    </message>
    <message>
        <source>{old} is now called {new} ({count} game(s))</source>
        <translation type="vanished">Игрок {old} переименован в {new} (игр: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="242"/>
        <source>The second backup folder {folder} is not there (a stick not plugged in?): skipped this time</source>
        <translation>Второй папки для копий {folder} нет (флешка не вставлена?): на этот раз пропущена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/backups.py" line="253"/>
        <source>The backup could not be copied into {folder} ({error})</source>
        <translation>Не удалось скопировать резервную копию в {folder} ({error})</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: no backup is deleted until they are dealt with</source>
        <translation type="vanished">Повреждённых игр в архиве: {count}; пока с ними не разберутся, резервные копии не удаляются</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="59"/>
        <source>The archive is whole: {games} games verified in {seconds} s</source>
        <translation>Архив цел: проверено игр — {games}, за {seconds} с</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/housekeeping/check.py" line="61"/>
        <source>The archive is damaged: {damaged} of {games} games, %n problem(s) in the file&apos;s pages</source>
        <translation>
            <numerusform>Архив поврежден: игр — {damaged} из {games}, %n ошибка в страницах файла</numerusform>
            <numerusform>Архив поврежден: игр — {damaged} из {games}, %n ошибки в страницах файла</numerusform>
            <numerusform>Архив поврежден: игр — {damaged} из {games}, %n ошибок в страницах файла</numerusform>
        </translation>
    </message>
    <message>
        <source>The archive is damaged: {damaged} of {games} games, {pages} problem(s) in the file&apos;s pages</source>
        <translation type="vanished">Архив повреждён: игр — {damaged} из {games}, ошибок в страницах файла — {pages}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="112"/>
        <source>events are missing from event {event} on</source>
        <translation>нет событий, начиная с события {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="116"/>
        <source>event {event} differs from what was written</source>
        <translation>событие {event} отличается от записанного</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="120"/>
        <source>the log holds {found} events, its row says {expected}</source>
        <translation>в журнале событий — {found}, а в строке игры — {expected}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="125"/>
        <source>its log cannot be read ({error})</source>
        <translation>её журнал не читается ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="129"/>
        <source>its {found} events are there but its row in the list of games is missing</source>
        <translation>её события ({found}) на месте, но её строки в списке игр нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="134"/>
        <source>it does not replay ({problem})</source>
        <translation>она не воспроизводится ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/log/digests.py" line="138"/>
        <source>its row in the list of games says {column} {listed!r}, its events {replayed!r}</source>
        <translation>в её строке в списке игр {column} — {listed!r}, а по записям журнала — {replayed!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="172"/>
        <source>{count} records: {imported} imported, {duplicate} already in the archive, {extended} extended, {failed} failed</source>
        <translation>Записей: {count}; импортировано: {imported}, уже были в архиве: {duplicate}, дополнено: {extended}, с ошибкой: {failed}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="193"/>
        <source>{file}: cannot be read as JSON ({error})</source>
        <translation>{file}: не удается прочитать как JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="203"/>
        <source>{file}: holds no game record</source>
        <translation>{file}: нет записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="258"/>
        <source>{file} (game {position})</source>
        <translation>{file} (игра {position})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="282"/>
        <source>the end time {moment!r} is not a date: the game&apos;s start is its end</source>
        <translation>время окончания {moment!r} — не дата: окончанием игры считается её начало</translation>
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
        <translation>{file}: поврежденная запись игры ({problem})</translation>
    </message>
    <message>
        <source>{file}: malformed record ({kind}: {problem})</source>
        <translation type="vanished">{file}: поврежденная запись игры ({kind}: {problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="177"/>
        <source>{done}; {forked} with another history kept beside the archive&apos;s</source>
        <translation>{done}; с другой историей сохранено рядом с архивными: {forked}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="181"/>
        <source>{done}; {kept} kept as they are in the archive (the records differ)</source>
        <translation>{done}; оставлены в архиве как есть: {kept} (записи игр отличаются)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="246"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="327"/>
        <source>{source} game {id}</source>
        <translation>игра {source} {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="250"/>
        <source>{game} is already in the archive (in the trash: restore it to see it)</source>
        <translation>{game} уже есть в архиве (в корзине: восстановите её, чтобы увидеть)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="251"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="262"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="351"/>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="90"/>
        <source>{game} is already in the archive</source>
        <translation>{game} уже есть в архиве</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="268"/>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="368"/>
        <source>added {count} events to {game}</source>
        <translation>{game}: добавлено записей журнала: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="272"/>
        <source>{game} differs from the one in the archive ({how}); the archive&apos;s game was kept as it is</source>
        <translation>{game} отличается от игры в архиве ({how}); игра в архиве оставлена как есть</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="277"/>
        <source>{game} is already in the archive as {other} (the same start, seats, nicknames, roles and result): kept once; import with --keep-both to keep both</source>
        <translation>{game} уже есть в архиве как {other} (то же начало, места, ники, роли и итог): сохранена один раз; чтобы сохранить обе, импортируйте с --keep-both</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="284"/>
        <source>replaces the earlier version of {game} ({id}), now in the trash</source>
        <translation>заменяет прежнюю версию ({game}, {id}), которая теперь в корзине</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="326"/>
        <source>a game played at this table ({id})</source>
        <translation>игра, сыгранная за этим столом ({id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="362"/>
        <source>{game} is in the trash, as it was there</source>
        <translation>{game} в корзине, как и там</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/__init__.py" line="372"/>
        <source>{game} has another history here ({how}): both are kept, the incoming one as game {fork}</source>
        <translation>У {game} здесь другая история ({how}): сохранены обе, пришедшая — как игра {fork}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="302"/>
        <source>the start time {moment!r} is not a date: the import time is used</source>
        <translation>время начала {moment!r} — не дата: взято время импорта</translation>
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
        <translation>игра {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="57"/>
        <source>{path} has {links} names on this disk (hard links). SQLite cannot keep an archive safe under two names: two programs writing through them corrupt it. Copy the file to a new name and open the copy, or delete its other names; nothing was changed.</source>
        <translation>У файла {path} на этом диске несколько имен: {links} (жесткие ссылки). SQLite не может уберечь архив под двумя именами: если две программы пишут в него через разные имена, они его повреждают. Скопируйте файл под новым именем и откройте копию или удалите другие его имена; ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="107"/>
        <source>its disk is read-only</source>
        <translation>его диск только для чтения</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="109"/>
        <source>the file is read-only</source>
        <translation>файл только для чтения</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/paths.py" line="111"/>
        <source>its folder {folder} is read-only</source>
        <translation>его папка {folder} только для чтения</translation>
    </message>
    <message>
        <source>The record counts fouls without saying when: each player&apos;s fouls are given in his own last word, or at the end for those still at the table.</source>
        <translation type="vanished">В записи игры фолы подсчитаны без указания момента: фолы каждого игрока выдаются во время его последнего слова, а тем, кто остался за столом, — в конце игры.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="576"/>
        <source>The record names no rules: the sport preset&apos;s are used.</source>
        <translation>В записи игры не указаны правила: используется набор правил sport.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="585"/>
        <source>The {option} rule (digit {digit}) is not played by this app: ignored.</source>
        <translation>Правило {option} (цифра {digit}) в этом приложении не поддерживается: пропущено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="168"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="450"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="646"/>
        <source>day {day}, seat {seat}&apos;s speech</source>
        <translation>день {day}, речь игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="169"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="455"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="647"/>
        <source>seat {seat}&apos;s nomination of seat {nominee}</source>
        <translation>выставление игрока №&#xa0;{nominee} игроком №&#xa0;{seat}</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s voting on day {day}: true/false comes last</source>
        <translation type="vanished">голосование игрока №&#xa0;{seat} (день {day}): true/false должно стоять последним</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="187"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="310"/>
        <source>day {day}, the vote on all of them leaving</source>
        <translation>день {day}, автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="188"/>
        <source>seat {seat}&apos;s yes</source>
        <translation>голос игрока №&#xa0;{seat} «за»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="189"/>
        <source>seat {seat}&apos;s no</source>
        <translation>голос игрока №&#xa0;{seat} «против»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="193"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="460"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="657"/>
        <source>day {day}, vote round {round}</source>
        <translation>день {day}, {round}-й тур голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="194"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="465"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="659"/>
        <source>seat {seat}&apos;s vote for seat {nominee}</source>
        <translation>голос игрока №&#xa0;{seat} за игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="206"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="238"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="471"/>
        <source>night {night}, the mafia&apos;s shot</source>
        <translation>ночь {night}, охота мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="207"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="239"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="476"/>
        <source>seat {seat}&apos;s shot at seat {target}</source>
        <translation>выстрел игрока №&#xa0;{seat} в игрока №&#xa0;{target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="214"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="516"/>
        <source>the check of seat {seat}</source>
        <translation>проверка игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="249"/>
        <source>seat {seat}&apos;s best move {guesses}</source>
        <translation>лучший ход игрока №&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="260"/>
        <source>night 0, the arrangement</source>
        <translation>ночь знакомства, статичная договорка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="261"/>
        <source>the arrangement {seats}</source>
        <translation>статичная договорка: {seats}</translation>
    </message>
    <message>
        <source>seat {seat}: unknown death type {kind!r}</source>
        <translation type="vanished">игрок №&#xa0;{seat}: неизвестный тип выбытия {kind!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="320"/>
        <source>Seat {seat} left ({kind}) on the record&apos;s round {round} without a time: removed at the start of day {day}&apos;s discussion.</source>
        <translation>Игрок №&#xa0;{seat} выбыл ({kind}) в раунде {round} по записи игры, но без указания момента: удалён в начале обсуждения (день {day}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="325"/>
        <source>seat {seat}&apos;s {kind} does not say when</source>
        <translation>для игрока № {seat} ({kind}) не указано, когда это было</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s removal at {time!r}: placed at the end of day {day}&apos;s discussion.</source>
        <translation type="vanished">Удаление игрока №&#xa0;{seat} в момент {time!r}: отнесено к концу обсуждения (день {day}).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="411"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="533"/>
        <source>seat {seat}&apos;s foul</source>
        <translation>фол игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="417"/>
        <source>seat {seat}&apos;s {kind}</source>
        <translation>игрок №&#xa0;{seat}: {kind}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="526"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they left, so the vote passed.</source>
        <translation>День {day}: запись игры не говорит, как голосовал каждый игрок в автокатастрофе; по записи игроки выбыли, значит, большинство было «за».</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="530"/>
        <source>Day {day}: the record does not say how each player answered the vote on all of them leaving; its deaths say they stayed, so the vote failed.</source>
        <translation>День {day}: запись игры не говорит, как голосовал каждый игрок в автокатастрофе; по записи игроки остались, значит, большинства «за» не было.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="596"/>
        <source>{what} ({where}) could not be placed: the rules gave no such moment.</source>
        <translation>{what} ({where}): не удалось разместить — по правилам такого момента не было.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="622"/>
        <source>voted out</source>
        <translation>выбыл на голосовании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="623"/>
        <source>leaving</source>
        <translation>выбыл из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="627"/>
        <source>{what} on night {round}</source>
        <translation>{what} (ночь {round})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="629"/>
        <source>{what} on day {round}</source>
        <translation>{what} (день {round})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="630"/>
        <source>{what} on {phase} {round}</source>
        <translation>{what} ({phase} {round})</translation>
    </message>
    <message>
        <source>The record stands at an unknown stage {stage!r}: {note}</source>
        <translation type="vanished">Запись игры остановлена на неизвестном этапе {stage!r}: {note}</translation>
    </message>
    <message>
        <source>The record has a result but stands at {stage!r}; it is read as finished.</source>
        <translation type="vanished">В записи игры есть результат, но она остановлена на этапе {stage!r}; она читается как завершённая.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="311"/>
        <source>seat {seat}&apos;s vote for all of them leaving</source>
        <translation>голос игрока №&#xa0;{seat} за то, чтобы все покинули стол</translation>
    </message>
    <message>
        <source>a check by role {role!r} (only 0, the don, and 3, the sheriff, check)</source>
        <translation type="vanished">проверка ролью {role!r} (проверяют только 0 — дон и 3 — шериф)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="356"/>
        <source>seat {seat}&apos;s guesses {guesses}</source>
        <translation>подозрения игрока №&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <source>guess.mafs of seat(s) {seats} not recorded: only the first player killed at night makes a best move.</source>
        <translation type="vanished">guess.mafs игроков №&#xa0;{seats} не записаны: лучший ход делает только первый убитый ночью игрок.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="410"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="532"/>
        <source>seat {seat}&apos;s technical foul</source>
        <translation>технический фол игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="388"/>
        <source>seat {seat}&apos;s disqualification does not say when it happened</source>
        <translation>для дисквалификации игрока № {seat} не указано, когда она была</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="384"/>
        <source>seat {seat}&apos;s disqualification</source>
        <translation>дисквалификация игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s disqualification at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">Дисквалификация игрока №&#xa0;{seat} на этапе {stage!r} (день {day}) отнесена к концу обсуждения этого дня: {note}</translation>
    </message>
    <message>
        <source>Seat {seat}&apos;s foul at stage {stage!r} of day {day} is placed at the end of that day&apos;s discussion: {note}</source>
        <translation type="vanished">Фол игрока №&#xa0;{seat} на этапе {stage!r} (день {day}) отнесен к концу обсуждения этого дня: {note}</translation>
    </message>
    <message>
        <source>it names no day</source>
        <translation type="vanished">в нем не указан день</translation>
    </message>
    <message>
        <source>the replay cannot tell which step it is</source>
        <translation type="vanished">при воспроизведении не удается определить, какой это этап</translation>
    </message>
    <message>
        <source>day {day}, stage {stage!r}</source>
        <translation type="vanished">день {day}, этап {stage!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>vote round {round}</source>
        <translation>{round}-й тур голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="135"/>
        <source>the vote</source>
        <translation>голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="137"/>
        <source>the end of the discussion</source>
        <translation>конец обсуждения</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="143"/>
        <source>night {number}, {what}</source>
        <translation>ночь {number}, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="144"/>
        <source>day {number}, {what}</source>
        <translation>день {number}, {what}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="558"/>
        <source>the replay does not come to an end</source>
        <translation>воспроизведение не доходит до конца</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="244"/>
        <location filename="../../mafia_desktop/formats/replay.py" line="568"/>
        <source>the table</source>
        <translation>стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="569"/>
        <source>the labels</source>
        <translation>сведения об игре</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="570"/>
        <source>the deal</source>
        <translation>раздача карт</translation>
    </message>
    <message>
        <source>{what} has no place in the game as the rules play it (the replay is at {point})</source>
        <translation type="vanished">{what}: такому нет места в игре по этим правилам (воспроизведение дошло до этапа: {point})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="727"/>
        <source>The record stands at {stage}, a step the rules did not give; the replay stops at {point}.</source>
        <translation>Запись игры остановлена там, где по правилам такого этапа не было ({stage}); воспроизведение остановлено здесь: {point}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="734"/>
        <source>the record ends here, but the rules do not end the game</source>
        <translation>запись игры здесь заканчивается, но по правилам игра не окончена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="736"/>
        <source>The record&apos;s data runs out at {point}, before {stage} where it says it stands.</source>
        <translation>Данные записи игры заканчиваются здесь: {point}. Это раньше этапа, на котором, по записи, игра остановлена: {stage}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="760"/>
        <source>The record stops during {point}: {entries} not applied.</source>
        <translation>Запись игры обрывается посреди этапа ({point}): не применено: {entries}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="800"/>
        <source>this step cannot be replayed from a record</source>
        <translation>этот этап нельзя воспроизвести по записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="805"/>
        <source>{what}: one a night or a player, and {other} is recorded too</source>
        <translation>{what}: допускается одна такая запись за ночь или на игрока, а уже записано: {other}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="822"/>
        <source>{what}: seat {seat} shot twice</source>
        <translation>{what}: игрок №&#xa0;{seat} выстрелил дважды</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="846"/>
        <source>{what}: seat {seat} is not on the ballot (seats {seats})</source>
        <translation>{what}: игрока №&#xa0;{seat} нет среди кандидатов (кандидаты: №&#xa0;{seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="857"/>
        <source>The rules end the game here (red wins), but the record does not say it is over.</source>
        <translation>По правилам игра здесь заканчивается (победа красных), но в записи игры не сказано, что она окончена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="859"/>
        <source>The rules end the game here (black wins), but the record does not say it is over.</source>
        <translation>По правилам игра здесь заканчивается (победа чёрных), но в записи игры не сказано, что она окончена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="861"/>
        <source>The rules end the game here (draw wins), but the record does not say it is over.</source>
        <translation>По правилам игра здесь заканчивается (ничья), но в записи игры не сказано, что она окончена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="878"/>
        <source>Seat {seat} has no nickname in the record: called {nickname!r}.</source>
        <translation>У игрока №&#xa0;{seat} нет ника в записи игры: назван {nickname!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="882"/>
        <source>Seat {seat}&apos;s nickname {nickname!r} is already taken: called {renamed!r}.</source>
        <translation>Ник {nickname!r} игрока №&#xa0;{seat} уже занят: назван {renamed!r}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the red team won</source>
        <translation>победили мирные жители (красные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="906"/>
        <source>the black team won</source>
        <translation>победила мафия (чёрные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>the game was a draw</source>
        <translation>игра закончилась ничьей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="907"/>
        <source>nobody has won</source>
        <translation>никто не победил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="401"/>
        <source>More special roles and mafia than seats</source>
        <translation>Особых ролей и мафий больше, чем мест за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="76"/>
        <source>the file holds {size} bytes; a file of game records holds at most {limit}</source>
        <translation>в файле {size} байт, а файл с записями игр содержит не более {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="91"/>
        <source>the file holds more than {limit} bytes, the most a file of game records holds</source>
        <translation>в файле больше {limit} байт — больше, чем бывает в файле с записями игр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="96"/>
        <source>the file is not UTF-8 text ({error})</source>
        <translation>файл не является текстом в UTF-8 ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="112"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="259"/>
        <source>the file nests more than {limit} levels deep</source>
        <translation>в файле больше {limit} уровней вложенности</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="114"/>
        <source>the file is not JSON ({error})</source>
        <translation>файл не является JSON ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="131"/>
        <source>the file holds half a character (an escape from \ud800 to \udfff without its other half): no text of a record can hold it</source>
        <translation>в файле половина символа (экранирование от \ud800 до \udfff без второй половины): такого не может быть ни в одном тексте записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="141"/>
        <source>the file holds a number of {count} digits; a game record&apos;s numbers have at most {limit}</source>
        <translation>в файле число из {count} цифр, а в записи игры числа не длиннее {limit} цифр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="152"/>
        <source>the file holds the number {number}, beyond the {limit} of any game record</source>
        <translation>в файле число {number}, больше предела {limit} любой записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="158"/>
        <source>the file holds {name}, which is not a number a game record can hold</source>
        <translation>в файле {name} — такого числа в записи игры быть не может</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="274"/>
        <source>the file holds a text of {length} characters; a game record&apos;s texts have at most {limit}</source>
        <translation>в файле текст из {length} символов, а тексты записи игры не длиннее {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="284"/>
        <source>{what} is {value}, not a whole number</source>
        <translation>{what}: {value} — не целое число</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="286"/>
        <source>{what} is {value}, outside {low} to {high}</source>
        <translation>{what}: {value} — вне пределов от {low} до {high}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="294"/>
        <source>{what} is {value}, not a seat number</source>
        <translation>{what}: {value} — не номер игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="296"/>
        <source>{what} names seat {value}, at a table of {size}</source>
        <translation>{what}: игрок № {value} за столом из {size} игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="309"/>
        <source>{what} is {value}, not a list</source>
        <translation>{what}: {value} — не список</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="311"/>
        <source>{what} holds {count} entries; a game has at most {limit}</source>
        <translation>{what}: {count} записей, а в игре их не больше {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="321"/>
        <source>{what} is {value}, not an object</source>
        <translation>{what}: {value} — не объект</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="332"/>
        <source>{what} is {value}, not a text</source>
        <translation>{what}: {value} — не текст</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="334"/>
        <source>{what} has {length} characters; at most {limit}</source>
        <translation>{what}: {length} символов, а можно не больше {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="337"/>
        <source>{what} holds a control character (a new line, a NUL…): {value}</source>
        <translation>{what}: управляющий символ (перевод строки, NUL…): {value}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="348"/>
        <source>the record&apos;s id is empty</source>
        <translation>идентификатор записи игры пуст</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="362"/>
        <source>seat {seat}&apos;s nickname is empty</source>
        <translation>ник игрока № {seat} пуст</translation>
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
        <translation>в записи игры нет игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="99"/>
        <source>unknown winner {winner}</source>
        <translation>неизвестный победитель {winner}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="149"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="254"/>
        <source>seat {seat} has an unknown role {role}</source>
        <translation>у игрока № {seat} неизвестная роль {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="183"/>
        <source>{what}: true/false comes last</source>
        <translation>{what}: true/false должно стоять последним</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="284"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="293"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="79"/>
        <source>seat {seat}: unknown death type {kind}</source>
        <translation>игрок № {seat}: неизвестный способ выбытия {kind}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="457"/>
        <source>seat {seat}&apos;s bonus {bonus} is neither points nor a title ({titles})</source>
        <translation>бонус игрока № {seat} {bonus} — ни очки, ни звание ({titles})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="39"/>
        <source>{what} names no round</source>
        <translation>{what}: не указан раунд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="43"/>
        <source>{what}&apos;s time is {value}, not the name of a moment of the game</source>
        <translation>{what}: время {value} — не название момента игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="52"/>
        <source>{what}: no shot on night 0</source>
        <translation>{what}: в ночь 0 нет охоты мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="66"/>
        <source>{what}: a speech with no speaker</source>
        <translation>{what}: речь без говорящего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/times.py" line="78"/>
        <source>{what}: unknown time {time}</source>
        <translation>{what}: неизвестный момент игры {time}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="83"/>
        <source>{what}: {stage} is not a stage the Polemica service defines</source>
        <translation>{what}: {stage} — такого этапа в сервисе Polemica нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="101"/>
        <source>{what} is {stage} on day 0, before the first day</source>
        <translation>{what}: {stage} в день 0, до первого дня</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="104"/>
        <source>{what} is a speech of no player</source>
        <translation>{what}: речь без игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="178"/>
        <source>{game}: only Polemica records of version 4 can be read (this one is {version})</source>
        <translation>{game}: читаются только записи Polemica версии 4 (эта — {version})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="216"/>
        <source>the players&apos; positions are {positions}, not 1 to {count}</source>
        <translation>номера мест игроков — {positions}, а не от 1 до {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="222"/>
        <source>unknown result {result}</source>
        <translation>неизвестный результат {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="261"/>
        <source>{game}: unknown first-day rule zeroVoting={rule}</source>
        <translation>{game}: неизвестное правило первого дня zeroVoting={rule}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="265"/>
        <source>config.lift3From9 is {value}, not true or false</source>
        <translation>config.lift3From9: {value} — не true и не false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="306"/>
        <source>day {day}&apos;s remove-all ballot: seat {seat} answered {answer}, not 1 (for) or 0 (against)</source>
        <translation>автокатастрофа, день {day}: игрок № {seat} ответил {answer}, а не 1 (за) или 0 (против)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="335"/>
        <source>a check by role {role} (only 0, the don, and 3, the sheriff, check)</source>
        <translation>проверка ролью {role} (проверяют только 0 — дон и 3 — шериф)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="417"/>
        <source>{what}: seat {seat} answered {answer}, not true or false</source>
        <translation>{what}: игрок № {seat} ответил {answer}, а не true или false</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="49"/>
        <source>{game}: the Polemica format has no draw</source>
        <translation>{game}: в формате Polemica нет ничьей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="52"/>
        <source>{game}: the Polemica format has no {role}</source>
        <translation>{game}: в формате Polemica нет роли «{role}»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="117"/>
        <source>{game}: the Polemica format cannot record these rules: {options}; under the service&apos;s rules this game would play differently</source>
        <translation>{game}: формат Polemica не может записать эти правила: {options}; по правилам сервиса эта игра пошла бы иначе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/flow.py" line="36"/>
        <source>Seat {seat}, the only nominee, has left the table: no vote today.</source>
        <translation>Игрок № {seat}, единственный кандидат, выбыл из игры: сегодня голосования нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/validate.py" line="495"/>
        <source>Seat {seat} is one of the mafia: the mafia&apos;s victim is one of the honest players</source>
        <translation>Игрок № {seat} — мафия: жертва мафии — один из мирных жителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="241"/>
        <source>{file}: refused: {problem}</source>
        <translation>{file}: отклонен: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/reading.py" line="200"/>
        <source>{file}: refused: the file holds {count} games; a file of game records holds at most {limit}</source>
        <translation>{file}: отклонен: в файле {count} игр, а файл с записями игр содержит не более {limit}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="345"/>
        <location filename="../../mafia_desktop/formats/limits.py" line="346"/>
        <source>the record&apos;s id</source>
        <translation>идентификатор записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/limits.py" line="360"/>
        <source>seat {seat}&apos;s nickname</source>
        <translation>ник игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="74"/>
        <source>The record does not say who left when (no &apos;d&apos; in its features): the departures are the rules&apos; alone.</source>
        <translation>Запись игры не говорит, кто и когда выбыл (в features нет &apos;d&apos;): выбывания определяют только правила.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="90"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="58"/>
        <source>player {index}</source>
        <translation>игрок {index}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="128"/>
        <source>The record counts the fouls of seats {seats} without saying when: each is given in the player&apos;s own last word, at his removal, or at the end.</source>
        <translation>Запись игры считает фолы игроков № {seats}, не говоря, когда они были: каждый даётся в последнем слове игрока, при его удалении или в конце игры.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the don&apos;s checks</source>
        <translation>проверки дона</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="131"/>
        <source>the sheriff&apos;s checks</source>
        <translation>проверки шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="133"/>
        <source>The record does not keep {what} (no &apos;{letter}&apos; in its features): each night is replayed without one.</source>
        <translation>Запись игры не хранит {what} (в features нет &apos;{letter}&apos;): каждая ночь воспроизводится без них.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="140"/>
        <source>the moderator&apos;s name</source>
        <translation>имя ведущего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="154"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="367"/>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="397"/>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="368"/>
        <source>seat {seat}&apos;s {key}</source>
        <translation>{key} игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="165"/>
        <source>seat {seat}&apos;s nomination on day {day}</source>
        <translation>выставление кандидатуры игроком № {seat}, день {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="179"/>
        <source>seat {seat}&apos;s voting on day {day}</source>
        <translation>голосование игрока № {seat}, день {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="203"/>
        <source>seat {seat}&apos;s shot on night {night}</source>
        <translation>выстрел игрока № {seat}, ночь {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="211"/>
        <source>the night seat {seat} was checked</source>
        <translation>ночь проверки игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="279"/>
        <source>seat {seat}&apos;s death</source>
        <translation>выбывание игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="312"/>
        <source>seat {seat}&apos;s death.time</source>
        <translation>death.time игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="327"/>
        <source>Seat {seat} was removed with his team&apos;s defeat (teamKickOut): this app plays it as a removal, and the rules decide the winner.</source>
        <translation>Игрок № {seat} удалён из игры с поражением команды (teamKickOut): приложение играет это как удаление, а победителя определяют правила.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="441"/>
        <source>seat {seat}&apos;s bonus</source>
        <translation>бонус игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="451"/>
        <source>seat {seat}&apos;s bonus of {points}</source>
        <translation>бонус игрока № {seat}: {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="454"/>
        <source>Seat {seat}&apos;s bonus {title!r} is a title, not points: not kept.</source>
        <translation>Бонус игрока № {seat} {title!r} — звание, а не очки: не сохранён.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="487"/>
        <source>Day {day}: the record keeps no nominations (no &apos;n&apos; in its features): the seats voted for are put to the vote.</source>
        <translation>День {day}: запись игры не хранит выставления кандидатур (в features нет &apos;n&apos;): на голосование выставлены игроки, за которых голосовали.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="491"/>
        <source>Day {day}: the record keeps neither nominations nor votes (no &apos;n&apos;, no &apos;v&apos; in its features): the seats its deaths say were voted out are put to the vote.</source>
        <translation>День {day}: запись игры не хранит ни выставлений, ни голосов (в features нет &apos;n&apos; и &apos;v&apos;): на голосование выставлены игроки, которые по записи выбыли на голосовании.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="514"/>
        <source>Day {day}, vote round {round}: the record keeps no votes (no &apos;v&apos; in its features): hands are made up to give the outcome its deaths state.</source>
        <translation>День {day}, {round}-й тур голосования: запись игры не хранит голосов (в features нет &apos;v&apos;): голоса подобраны так, чтобы получился исход, указанный в записи.</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they left, so the vote passed.</source>
        <translation type="vanished">День {day}: запись игры не хранит итог автокатастрофы (в features нет &apos;k&apos;); по записи игроки выбыли, значит, большинство было «за».</translation>
    </message>
    <message>
        <source>Day {day}: the record keeps no answer to the vote on all of them leaving (no &apos;k&apos; in its features); its deaths say they stayed, so the vote failed.</source>
        <translation type="vanished">День {day}: запись игры не хранит итог автокатастрофы (в features нет &apos;k&apos;); по записи игроки остались, значит, большинства «за» не было.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading.py" line="542"/>
        <source>Night {night}: the record keeps no shots (no &apos;h&apos; in its features); its deaths give the night&apos;s outcome.</source>
        <translation>Ночь {night}: запись игры не хранит выстрелов (в features нет &apos;h&apos;); итог ночи взят из выбываний по записи.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="91"/>
        <source>day 1&apos;s nominations, which had no vote, are left out.</source>
        <translation>выставления дня 1, по которым не было голосования, опущены.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/writing.py" line="92"/>
        <source>a best move after a later night than the first is left out.</source>
        <translation>лучший ход после ночи позже ночи 1 опущен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="76"/>
        <source>the record&apos;s stage</source>
        <translation>этап записи игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="89"/>
        <source>{what}&apos;s day</source>
        <translation>{what}: день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="91"/>
        <source>{what}&apos;s player</source>
        <translation>{what}: игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="93"/>
        <source>{what}&apos;s vote round</source>
        <translation>{what}: тур голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="204"/>
        <source>a player</source>
        <translation>игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="213"/>
        <source>player {index}&apos;s position</source>
        <translation>место игрока {index}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="237"/>
        <source>The record has a result but stands at {stage}; it is read as finished.</source>
        <translation>В записи игры есть результат, но она остановлена на этапе: {stage}; читается как оконченная.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="245"/>
        <source>the game number</source>
        <translation>номер игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="246"/>
        <source>the referee&apos;s name</source>
        <translation>имя ведущего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="281"/>
        <source>a vote</source>
        <translation>голос</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="520"/>
        <source>a vote of day {day}</source>
        <translation>голос, день {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="312"/>
        <source>seat {seat}&apos;s vote against all of them leaving</source>
        <translation>голос игрока № {seat} против того, чтобы все покинули стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="320"/>
        <source>a shot</source>
        <translation>выстрел</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="524"/>
        <source>a shot of night {night}</source>
        <translation>выстрел, ночь {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="329"/>
        <source>a check</source>
        <translation>проверка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="528"/>
        <source>a check of night {night}</source>
        <translation>проверка, ночь {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="350"/>
        <source>seat {seat}&apos;s guess</source>
        <translation>лучший ход игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="398"/>
        <source>seat {seat}&apos;s penalties</source>
        <translation>штрафные голосования игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="408"/>
        <source>seat {seat}&apos;s penalty vote</source>
        <translation>штрафное голосование игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="429"/>
        <source>seat {seat}&apos;s removal by the table&apos;s vote</source>
        <translation>удаление игрока № {seat} голосованием стола</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="431"/>
        <source>Seat {seat}&apos;s penalty {kind!r} ({moment}), voted by the table, is not a foul or a removal: not recorded.</source>
        <translation>Штраф игрока № {seat} {kind!r} ({moment}), принятый голосованием стола, — не фол и не удаление: не записан.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/reading.py" line="544"/>
        <source>the best move the record gives seat {seat}, the first player killed at night, is left out: the rules give none in this game.</source>
        <translation>лучший ход, который запись даёт игроку №&#xa0;{seat}, первому убитому ночью, не записан: по правилам в этой игре лучшего хода нет.</translation>
    </message>
    <message>
        <source>the best move the record gives seat(s) {seats} is left out: only the first player killed at night makes one.</source>
        <translation type="vanished">лучший ход, который запись даёт игрокам №&#xa0;{seats}, не записан: лучший ход делает только первый убитый ночью игрок.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/polemica/writing.py" line="86"/>
        <source>The Polemica format cannot record these rules: {options}; the game plays the same without them.</source>
        <translation>Формат Polemica не может записать эти правила: {options}; без них игра идёт так же.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="129"/>
        <source>the start of night {number}</source>
        <translation>начало ночи {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="130"/>
        <source>the start of day {number}</source>
        <translation>начало дня {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="132"/>
        <source>right after {moment}</source>
        <translation>сразу после этапа: {moment}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="687"/>
        <source>{what} has no place in the game as the rules play it: by them the game is over before it ({result})</source>
        <translation>{what}: такому нет места в игре по этим правилам — по ним игра заканчивается раньше ({result})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="690"/>
        <source>{what} has no place in the game as the rules play it (the game is at {point}, which expects {expects})</source>
        <translation>{what} — этому нет места в игре по правилам (игра на этапе: {point}, и здесь ожидается: {expects})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="677"/>
        <source>{what} cannot happen: the game is at {point}, past the record&apos;s last {last}, and that step expects {expects}</source>
        <translation>{what} уже не может произойти: игра на этапе {point}, после последнего в записи периода ({last}), а здесь ожидается: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="682"/>
        <source>the record ends with {last}, but the rules do not end the game: this step expects {expects}</source>
        <translation>запись игры заканчивается на {last}, но по правилам игра не окончена: здесь ожидается: {expects}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="699"/>
        <source>the shots of the black players at the table (seats {seats})</source>
        <translation>выстрелы чёрных игроков за столом (№ {seats})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="702"/>
        <source>the hands raised for seat {seat} in vote round {round}</source>
        <translation>голоса за игрока № {seat} в {round}-м туре голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="705"/>
        <source>the votes on all of them leaving</source>
        <translation>голоса в автокатастрофе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="710"/>
        <source>the end of {step}</source>
        <translation>окончание: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="711"/>
        <source>{step}: a seat, or none</source>
        <translation>{step}: номер игрока или никто</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>night {number}</source>
        <translation>ночь {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/replay.py" line="852"/>
        <source>day {number}</source>
        <translation>день {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>table {number}</source>
        <translation>стол {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="84"/>
        <location filename="../../mafia_desktop/hall/cli.py" line="105"/>
        <source>head judge</source>
        <translation>главный судья</translation>
    </message>
    <message>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their hashes.</source>
        <translation type="vanished">Дайте каждому столу его адрес (Настройки → Турнирный зал), а главному судье — его. Пароли показаны только сейчас: сервер хранит лишь их хеши.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="86"/>
        <source>Give each table its URL (Settings → Tournament hall) and the head judge his. The passwords are shown only now: the server keeps only their SCRAM verifiers.</source>
        <translation>Дайте каждому столу его адрес (Настройки → Турнирный зал), а главному судье — его. Пароли показаны только сейчас: сервер хранит лишь их верификаторы SCRAM.</translation>
    </message>
    <message>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (systemctl reload postgresql, or pg_ctlcluster 15 main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation type="vanished">Поставьте эти строки в начало pg_hba.conf сервера, выше его собственных строк host и local (решает первая подходящая строка), затем перезагрузите настройки сервера (systemctl reload postgresql или pg_ctlcluster 15 main reload): тогда входы зала попадают только в эту базу данных (через TLS, где он у сервера есть).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="89"/>
        <source>Put these lines at the top of the server&apos;s pg_hba.conf, above its own host and local lines (the first line that matches decides), then reload the server (on Debian: pg_ctlcluster {version} main reload): the hall&apos;s logins then reach only this database (over TLS, where the server has it).</source>
        <translation>Поставьте эти строки в начало pg_hba.conf сервера, выше его собственных строк host и local (решает первая подходящая строка), затем перезагрузите настройки сервера (в Debian: pg_ctlcluster {version} main reload): тогда входы зала попадают только в эту базу данных (через TLS, где он у сервера есть).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="107"/>
        <source>The old password no longer logs in, and the login&apos;s sessions were ended: give the new URL to its laptop (Settings → Tournament hall).</source>
        <translation>Старый пароль больше не входит, сеансы этого входа завершены: дайте новый URL его ноутбуку (Настройки → Турнирный зал).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="125"/>
        <source>pushed {events} events of {games} games; {left} waiting</source>
        <translation>отправлено событий: {events} (игр: {games}); ждут отправки: {left}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="141"/>
        <source>game {game}: {here} events here, {there} in the hall</source>
        <translation>игра {game}: событий здесь — {here}, в зале — {there}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="146"/>
        <source>refused {at:%Y-%m-%d %H:%M}: {reason}</source>
        <translation>отказ {at:%Y-%m-%d %H:%M}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="148"/>
        <source>{left} events waiting, {refused} refusals</source>
        <translation>ждут отправки: {left}; отказов: {refused}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="163"/>
        <source>Games of the hall: {done} of {total}</source>
        <translation>Игры зала: {done} из {total}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="193"/>
        <source>no hall&apos;s URL given, and none is saved in Settings → Tournament hall</source>
        <translation>URL зала не указан, и в разделе «Настройки → Турнирный зал» он не сохранён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="217"/>
        <source>a password on the command line is seen by every user of this laptop: leave it out of the URL (it is then taken from Settings → Tournament hall, PGPASSWORD or ~/.pgpass, or asked for)</source>
        <translation>пароль в командной строке виден всем пользователям этого ноутбука: не указывайте его в URL (тогда он берётся из Настройки → Турнирный зал, PGPASSWORD или ~/.pgpass либо запрашивается)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/cli.py" line="231"/>
        <source>there is no archive at {path}</source>
        <translation>по пути {path} нет архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="147"/>
        <source>the hall&apos;s worker stopped for a moment: {problem}</source>
        <translation>отправка в зал ненадолго остановилась: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/feed.py" line="173"/>
        <source>the hall at {url} is reached without TLS: what this table sends can be read on the way</source>
        <translation>связь с залом {url} идёт без TLS: то, что отправляет этот стол, можно прочитать в пути</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="236"/>
        <source>event {seq} is no event: {problem}</source>
        <translation>событие {seq} не читается как событие: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="386"/>
        <source>this table&apos;s game begun {at:%H:%M:%S} is of round {round} too</source>
        <translation>игра этого стола, начатая в {at:%H:%M:%S}, тоже относится к туру {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="381"/>
        <source>played at the same time as this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>сыграна одновременно с игрой этого стола, начатой в {at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="314"/>
        <source>it holds {bytes} bytes, more than any event of a real game ({most} at most are read)</source>
        <translation>в нём {bytes} байт — больше, чем в любом событии настоящей игры (читается не более {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="320"/>
        <source>the game holds {count} events, more than a real game (at most {most} are replayed)</source>
        <translation>в игре {count} событий — больше, чем в настоящей игре (воспроизводится не более {most})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="378"/>
        <source>begun again: replaced by this table&apos;s game begun {at:%H:%M:%S}</source>
        <translation>начата заново: её заменила игра этого стола, начатая в {at:%H:%M:%S}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="390"/>
        <source>begun before this table&apos;s round {round} was over</source>
        <translation>начата до того, как у этого стола закончился тур {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="427"/>
        <source>seat {seat} is {nickname}: it holds characters that do not show</source>
        <translation>игрок №&#xa0;{seat} — {nickname}: в нике есть невидимые символы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="431"/>
        <source>the hall handed no seats for round {round} at this table</source>
        <translation>зал не передал этому столу рассадку тура {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="437"/>
        <source>not as seated: seat {seat} is {nickname}, the hall seated {handed} ({count} seats differ)</source>
        <translation>не по рассадке: на месте №&#xa0;{seat} — {nickname}, а по рассадке зала — {handed} (не совпадает мест: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="450"/>
        <source>seats {first} and {second} hold one nickname: it cannot count</source>
        <translation>у игроков №&#xa0;{first} и №&#xa0;{second} один и тот же ник: игру нельзя засчитать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="469"/>
        <source>its payload is not an object</source>
        <translation>его содержимое — не объект</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="479"/>
        <source>{points:+g} points to seat {seat}</source>
        <translation>{points:+g} баллов игроку №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="481"/>
        <source>a foul to seat {seat}</source>
        <translation>фол игроку №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="482"/>
        <source>an event {type}</source>
        <translation>событие {type}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="515"/>
        <source>event {seq} does not replay: {problem}</source>
        <translation>событие {seq} не воспроизводится: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="534"/>
        <source>its {count} events arrived within {took:.2f} s; {speeches} speeches and {votes} votes take at least {least:.0f} s</source>
        <translation>все её события ({count}) пришли за {took:.2f} с; речи ({speeches}) и голосования ({votes}) занимают не меньше {least:.0f} с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/judge.py" line="538"/>
        <source>changed after its end: {change} (events after the end: {count})</source>
        <translation>изменена после окончания: {change} (событий после окончания: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="152"/>
        <source>{count} games played here before the hall was set up stay here (the latest begun {at} UTC by this laptop&apos;s clock)</source>
        <translation>до создания зала здесь сыграно игр: {count}; они остаются здесь (последняя начата в {at} UTC по часам этого ноутбука)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="155"/>
        <source>{count} imported records stay here: the hall takes only the games played at this table</source>
        <translation>импортированные записи игр ({count}) остаются здесь: зал принимает только игры, сыгранные за этим столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="164"/>
        <source>the clock the table last said is not a time ({offset})</source>
        <translation>часы, о которых стол сообщил последними, — не время ({offset})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="172"/>
        <source>this laptop&apos;s clock is {how} behind the hall&apos;s (the hall keeps its own time)</source>
        <translation>часы этого ноутбука отстают от часов зала на {how} (зал ведёт свое время)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="173"/>
        <source>this laptop&apos;s clock is {how} ahead of the hall&apos;s (the hall keeps its own time)</source>
        <translation>часы этого ноутбука спешат относительно часов зала на {how} (зал ведёт свое время)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="204"/>
        <source>the hall has {hall} events of game {game}, this archive {here}: the hall&apos;s were kept</source>
        <translation>в зале {hall} событий игры {game}, в этом архиве {here}: события зала сохранены</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="209"/>
        <source>game {game} in the hall differs from this archive&apos;s at event {seq}: the hall&apos;s was kept</source>
        <translation>игра {game} в зале отличается от игры в этом архиве с события {seq}: версия зала сохранена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/push.py" line="242"/>
        <source>game {game} was refused: {problem}</source>
        <translation>игра {game} не принята: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="98"/>
        <source>{url} is not a hall&apos;s address (postgresql://role@host:port/database)</source>
        <translation>{url} — не адрес зала (postgresql://роль@сервер:порт/база)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="167"/>
        <source>the hall at {url} needs the password of {role}: type it in Settings → Tournament hall</source>
        <translation>залу {url} нужен пароль {role}: введите его в разделе «Настройки → Турнирный зал»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="140"/>
        <source>the hall at {url} is of version {version}, this app&apos;s halls of version {ours}: the organiser sets up a new hall with this app (or every laptop uses the app of the hall&apos;s version)</source>
        <translation>зал {url} версии {version}, а залы этого приложения — версии {ours}: организатор создает новый зал этим приложением (или на всех ноутбуках используется приложение той же версии, что и зал)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="170"/>
        <source>the hall at {url} refused the password of {role}</source>
        <translation>зал {url} не принял пароль {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="174"/>
        <source>the hall at {url} takes only encrypted connections: put sslmode=verify-full (or require) in its URL, as the organiser&apos;s setup printed it</source>
        <translation>зал {url} принимает только зашифрованные соединения: добавьте в его URL sslmode=verify-full (или require), как его вывела настройка зала у организатора</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="179"/>
        <source>cannot reach the hall at {url}: this laptop has no copy of the server&apos;s certificate to check the server with: put the one the organiser gives (the server&apos;s hall.crt) at {path}</source>
        <translation>не удаётся связаться с залом {url}: на этом ноутбуке нет копии сертификата сервера, чтобы проверить сервер: положите тот, что даёт организатор (hall.crt сервера), в {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="182"/>
        <source>cannot reach the hall at {url}: this laptop did not accept the server&apos;s certificate. Most often the laptop&apos;s clock is behind (a certificate is valid only from the moment it was made): set the clock right and try again. Else the certificate is not the one the organiser gave (~/.postgresql/root.crt)</source>
        <translation>не удаётся связаться с залом {url}: этот ноутбук не принял сертификат сервера. Чаще всего часы ноутбука отстают (сертификат действителен только с момента, когда он создан): поставьте часы верно и попробуйте снова. Иначе это не тот сертификат, который дал организатор (~/.postgresql/root.crt)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="187"/>
        <source>the server at {url} does not let {role} into this database: a hall&apos;s login reaches only its hall&apos;s database</source>
        <translation>сервер {url} не пускает {role} в эту базу данных: вход зала попадает только в базу данных своего зала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="191"/>
        <source>the hall at {url} does not know the role {role}</source>
        <translation>зал {url} не знает роли {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="193"/>
        <source>the hall&apos;s database at {url} does not exist</source>
        <translation>базы данных зала {url} не существует</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="195"/>
        <source>the hall at {url} does not allow {role} this: {problem}</source>
        <translation>зал {url} не разрешает {role} это: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="198"/>
        <source>{url} holds no hall: the organiser runs &apos;mafia-desktop hall setup&apos; first</source>
        <translation>в {url} нет зала: сначала организатор запускает &apos;mafia-desktop hall setup&apos;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="200"/>
        <source>the hall at {url} lets {role} hold only a few connections at once, and they are all in use: close this login&apos;s other windows or commands</source>
        <translation>зал {url} разрешает {role} лишь несколько соединений одновременно, и все они заняты: закройте другие окна или команды с этим входом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="205"/>
        <source>cannot reach the hall at {url} ({problem})</source>
        <translation>не удаётся связаться с залом {url} ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/connection.py" line="203"/>
        <location filename="../../mafia_desktop/hall/connection.py" line="206"/>
        <source>the hall at {url} refused: {problem}</source>
        <translation>зал {url} отказал: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="51"/>
        <source>a hall has 1 to {limit} tables, not {count}</source>
        <translation>в зале от 1 до {limit} столов, а не {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="101"/>
        <source>The setup ran as {role}, not a superuser: the advisory-lock, large-object and notification functions, plpgsql and temp_file_limit could not be withheld from the hall&apos;s logins, and {role}, a member of the hall&apos;s roles, is matched by the pg_hba.conf lines printed: keep a line of its own above them.</source>
        <translation>Настройка выполнена от имени {role}, не суперпользователя: функции рекомендательных блокировок, больших объектов и уведомлений, plpgsql и temp_file_limit не удалось отнять у входов зала, а {role}, член ролей зала, подпадает под напечатанные строки pg_hba.conf: оставьте для него собственную строку выше них.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="106"/>
        <source>The hall&apos;s roles ({role}) cannot be named in pg_hba.conf: their name, the database&apos;s, holds a space, a comma, a quote or a #. To keep the hall&apos;s logins to its database, set it up in a database whose name has none.</source>
        <translation>Роли зала ({role}) нельзя назвать в pg_hba.conf: их имя, имя базы данных, содержит пробел, запятую, кавычку или #. Чтобы входы зала попадали только в его базу данных, настройте зал в базе данных, в имени которой их нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="153"/>
        <source>the server at {url} needs the password of {role}: run the setup at a terminal (it asks), or set PGPASSWORD. Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos; (or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>серверу {url} нужен пароль {role}: запустите настройку в терминале (она спросит) или задайте PGPASSWORD. У postgres в Debian пароля нет, пока его не зададут: sudo -u postgres psql -c &apos;\password&apos; (или su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="160"/>
        <source>the server at {url} refused the password of {role} (Debian&apos;s postgres has none until it is given one: sudo -u postgres psql -c &apos;\password&apos;, or su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</source>
        <translation>сервер {url} не принял пароль {role} (у postgres в Debian пароля нет, пока его не зададут: sudo -u postgres psql -c &apos;\password&apos; или su postgres -c &quot;psql -c &apos;\password&apos;&quot;)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="168"/>
        <source>The server at {url} has no TLS: what the tables send is not encrypted. The README&apos;s organiser steps give the server a certificate (hostssl, scram-sha-256).</source>
        <translation>На сервере {url} нет TLS: то, что отправляют столы, не шифруется. Как выдать серверу сертификат, описано в README в шагах для организатора (hostssl, scram-sha-256).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="171"/>
        <source>The URLs ask for TLS (sslmode=require) but do not check the server&apos;s certificate, for this laptop did not: copy the server&apos;s root certificate to each laptop as ~/.postgresql/root.crt and run the setup with sslmode=verify-full in its URL, which the tables&apos; URLs then carry.</source>
        <translation>Эти URL требуют TLS (sslmode=require), но не проверяют сертификат сервера, потому что этот ноутбук его не проверял: скопируйте корневой сертификат сервера на каждый ноутбук как ~/.postgresql/root.crt и запустите настройку зала с sslmode=verify-full в URL — тогда этот параметр будет и в URL столов.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="182"/>
        <source>the database at {url} is not empty ({count} tables): a hall is set up in an empty database of its own, so nothing in it is overwritten</source>
        <translation>база данных {url} не пуста (таблиц: {count}): зал создают в отдельной пустой базе, чтобы ничего в ней не перезаписать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="190"/>
        <source>the server at {url} has roles named {roles} already: set up the hall in a database of another name</source>
        <translation>на сервере {url} уже есть роли {roles}: создайте зал в базе с другим именем</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/setup.py" line="239"/>
        <source>the hall at {url} has no table {number}</source>
        <translation>в зале {url} нет стола {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the town won</source>
        <translation>победили мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="12"/>
        <source>the mafia won</source>
        <translation>победила мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="13"/>
        <source>a draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="17"/>
        <source>unfinished</source>
        <translation>не завершена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="24"/>
        <source>seat {seat} is {ours!r} in the archive, {theirs!r} in the record</source>
        <translation>игрок №&#xa0;{seat}: в архиве — {ours!r}, в записи игры — {theirs!r}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="29"/>
        <source>the archive&apos;s game: {ours}; the record: {theirs}</source>
        <translation>игра в архиве: {ours}; запись игры: {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="37"/>
        <source>the game&apos;s rules differ</source>
        <translation>правила игры различаются</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/store/importing/differences.py" line="43"/>
        <source>the record ends at {moment}, where the archive&apos;s game goes on (%n event(s) more)</source>
        <translation>
            <numerusform>запись игры заканчивается здесь: {moment}, а игра в архиве продолжается (ещё %n запись журнала)</numerusform>
            <numerusform>запись игры заканчивается здесь: {moment}, а игра в архиве продолжается (ещё %n записи журнала)</numerusform>
            <numerusform>запись игры заканчивается здесь: {moment}, а игра в архиве продолжается (ещё %n записей журнала)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="46"/>
        <source>the record goes on past the archive&apos;s game, from {moment}</source>
        <translation>запись игры продолжается дальше, чем игра в архиве: {moment} и далее</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="48"/>
        <source>from {moment} on: event {number} ({kind}) is not the same</source>
        <translation>{moment} и далее: запись журнала {number} ({kind}) не совпадает</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/differences.py" line="51"/>
        <source>from {moment} on: event {number} is {ours} in the archive, {theirs} in the record</source>
        <translation>{moment} и далее: запись журнала {number} в архиве — {ours}, в записи игры — {theirs}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="29"/>
        <source>{file} is larger than {limit} MB: not a file of starting ratings</source>
        <translation>{file} больше {limit} МБ: это не файл стартовых рейтингов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="33"/>
        <source>{file} cannot be read ({error})</source>
        <translation>{file} не удается прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="37"/>
        <source>{file} is not a UTF-8 text file</source>
        <translation>{file} — не текстовый файл в UTF-8</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="53"/>
        <source>{file} line {line}: {name} is on line {first} already</source>
        <translation>{file}, строка {line}: {name} уже есть в строке {first}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="58"/>
        <source>{file} has more than {limit} players</source>
        <translation>В {file} больше {limit} игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="60"/>
        <source>{file} is not a CSV file ({error})</source>
        <translation>{file} — не файл CSV ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="62"/>
        <source>{file} has no starting ratings (a line a player: nickname, overall, red, black)</source>
        <translation>В {file} нет стартовых рейтингов (по строке на игрока: ник, общий, за красных, за чёрных)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="69"/>
        <source>{file} line {line}: {count} values; a line is nickname, overall, red, black</source>
        <translation>{file}, строка {line}: значений — {count}, а в строке должны быть ник, общий, за красных, за чёрных</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="74"/>
        <source>{file} line {line}: {problem}</source>
        <translation>{file}, строка {line}: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="76"/>
        <source>{file} line {line}: the nickname is empty</source>
        <translation>{file}, строка {line}: ник пуст</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/rating_starts.py" line="84"/>
        <source>{file} line {line}: the {column} rating {value!r} is not a rating (a number, at most a million either way)</source>
        <translation>{file}, строка {line}: в столбце {column} значение {value!r} — не рейтинг (нужно число, не больше миллиона по модулю)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="29"/>
        <source>it has no field {field}</source>
        <translation>в ней нет поля {field}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/__init__.py" line="30"/>
        <source>{game}: malformed record ({detail})</source>
        <translation>{game}: поврежденная запись игры ({detail})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="49"/>
        <source>An older mafiaratings export: read as the current shape, its rounds a day and then its night.</source>
        <translation>Старая выгрузка mafiaratings: прочитана в нынешнем формате, каждый раунд — сначала день, затем ночь.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="52"/>
        <source>The record counts the blacks a best move found (mafs_guessed) without naming the seats: not kept.</source>
        <translation>Запись игры указывает, сколько чёрных угадано в лучшем ходе (mafs_guessed), но не называет номера: не сохранено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/reading_2016.py" line="71"/>
        <source>seat {seat}</source>
        <translation>игрок №&#xa0;{seat}</translation>
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
        <translation>{what}: {key} — не round_N</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/disk_room.py" line="41"/>
        <source>Only {free} are left on the disk holding the archive {path}. Free some room soon: once the disk is full, no move can be saved.</source>
        <translation>На диске с архивом {path} осталось всего {free}. Освободите место поскорее: когда диск заполнится, ни один ход нельзя будет сохранить.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/background.py" line="33"/>
        <source>Work in the background failed ({kind}: {problem}); the details are in the log</source>
        <translation>Фоновая работа не удалась ({kind}: {problem}); подробности — в журнале работы программы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="99"/>
        <source>its list of parts cannot be read</source>
        <translation>список её частей не читается</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="101"/>
        <source>The backup {backup} cannot be read ({error})</source>
        <translation>Резервную копию {backup} не удаётся прочитать ({error})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="104"/>
        <source>it was written in a form this version does not know</source>
        <translation>она записана в формате, незнакомом этой версии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="107"/>
        <source>its list of parts is cut short or changed</source>
        <translation>список её частей обрезан или изменён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="183"/>
        <source>its part {part} is missing</source>
        <translation>нет её части {part}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="187"/>
        <source>its part {part} is damaged</source>
        <translation>её часть {part} повреждена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/housekeeping/chunks.py" line="283"/>
        <source>the file its parts make is not the one backed up</source>
        <translation>файл, собранный из её частей, — не тот, что был сохранён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="42"/>
        <source>{game} holds {count} events (the largest {bytes} bytes), more than a real game: skipped</source>
        <translation>{game}: {count} событий (самое большое — {bytes} байт), больше, чем в настоящей игре: пропущена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="58"/>
        <source>{game} has no events in the hall yet: left for the next time</source>
        <translation>У {game} в зале ещё нет записей журнала: оставлена до следующего раза</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="62"/>
        <source>{game} is damaged in the hall and was skipped ({problem})</source>
        <translation>{game} повреждена в зале и пропущена ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/hall/bring.py" line="68"/>
        <source>{game}: event {seq} is no event ({problem}); skipped</source>
        <translation>{game}: запись журнала {seq} не читается ({problem}); пропущена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="49"/>
        <source>There is no archive at {path}</source>
        <translation>По адресу {path} нет архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="78"/>
        <source>{path} is this archive itself</source>
        <translation>{path} — это и есть этот архив</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/importing/archives.py" line="95"/>
        <source>game {id} is damaged there and was skipped ({problem})</source>
        <translation>игра {id} там повреждена и пропущена ({problem})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="90"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored</source>
        <translation>Восстановление резервной копии было прервано (приложение остановили); теперь оно завершено: {path} — восстановленная копия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="92"/>
        <source>A restore of a backup was cut short (the app was stopped); it is finished now: {path} is the backup restored, and the archive it replaced is kept as {aside}</source>
        <translation>Восстановление резервной копии было прервано (приложение остановили); теперь оно завершено: {path} — восстановленная копия, а архив, который она заменила, сохранён как {aside}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/store/opening/restore_journal.py" line="98"/>
        <source>A restore of a backup was cut short (the app was stopped) before it changed anything: its unfinished copy was removed and {path} is as it was</source>
        <translation>Восстановление резервной копии было прервано (приложение остановили) до того, как что-либо изменилось: его незаконченная копия удалена, {path} остался прежним</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="37"/>
        <source>{game}: the rating service takes games of {seats} players, this one has {count}</source>
        <translation>{game}: сервис рейтинга принимает игры на {seats} игроков, в этой {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="40"/>
        <source>{game}: only a finished game is published</source>
        <translation>{game}: публикуется только законченная игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="42"/>
        <source>{game}: no event of the rating service to publish it in</source>
        <translation>{game}: нет события сервиса рейтинга, в котором её опубликовать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/formats/mafiaratings/publishing.py" line="47"/>
        <source>{game}: its start time is not known</source>
        <translation>{game}: время её начала неизвестно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="54"/>
        <source>publish GAME_ID… or --event EVENT_ID, one of them</source>
        <translation>publish GAME_ID… или --event EVENT_ID, что-то одно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="114"/>
        <source>{file}, line {line}: a nickname and the service&apos;s user id (a number) are expected</source>
        <translation>{file}, строка {line}: ожидаются ник и номер пользователя на сервисе (число)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="126"/>
        <source>Which account of the rating service? --user NAME</source>
        <translation>Какая учётная запись сервиса рейтинга? --user ИМЯ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="131"/>
        <source>Password of {user} on {site}: </source>
        <translation>Пароль {user} на {site}: </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="133"/>
        <source>No password for {user}: set {variable}, or save it in the window (Settings → Rating service)</source>
        <translation>Нет пароля для {user}: задайте {variable} или сохраните его в окне (Настройки → Сервис рейтинга)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="145"/>
        <source>The rating service has no event {id}</source>
        <translation>На сервисе рейтинга нет события {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="150"/>
        <source>game {id} is in no event of ours: put it in one to link it to the service&apos;s event</source>
        <translation>игра {id} не входит ни в одно наше событие: добавьте её в событие, чтобы связать его с событием сервиса</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="163"/>
        <source>game {id}: seats sent without a user id of the service (no rating there): {seats}</source>
        <translation>игра {id}: места, отправленные без номера пользователя сервиса (там без рейтинга): {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="177"/>
        <source>game {id}: its event is not linked to an event of the rating service (--service-event N)</source>
        <translation>игра {id}: её событие не связано с событием сервиса рейтинга (--service-event N)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="203"/>
        <source>game {id} was published already (its game {service_id})</source>
        <translation>игра {id} уже опубликована (её игра {service_id})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/cli.py" line="206"/>
        <source>game {id} still waits: the rating service could not be reached</source>
        <translation>игра {id} ещё ждёт: сервис рейтинга недоступен</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="71"/>
        <source>{game} changed after it was published, and the rating service&apos;s id of it is not known: correct it on the service&apos;s site</source>
        <translation>{game} изменилась после публикации, а её номер на сервисе рейтинга неизвестен: исправьте её на сайте сервиса</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="90"/>
        <source>{game} is not published: {problem}</source>
        <translation>{game} не опубликована: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="106"/>
        <source>The rating service refused {game}: {words}</source>
        <translation>Сервис рейтинга отклонил {game}: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="116"/>
        <source>{game} waits for its end to be published</source>
        <translation>{game} ждёт окончания, чтобы быть опубликованной</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="119"/>
        <source>{game} waits: it is in no event (an event of ours linked to the rating service&apos;s is where its games are published)</source>
        <translation>{game} ждёт: она не входит ни в одно событие (игры публикуются в событии, связанном с событием сервиса рейтинга)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="122"/>
        <source>{game} waits: the event {name!r} is not linked to an event of the rating service</source>
        <translation>{game} ждёт: событие {name!r} не связано с событием сервиса рейтинга</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="130"/>
        <source>{game} is published on the rating service ({what}); the service fixed: {fixes}</source>
        <translation>{game} опубликована на сервисе рейтинга ({what}); сервис исправил: {fixes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="132"/>
        <source>{game} is published on the rating service ({what})</source>
        <translation>{game} опубликована на сервисе рейтинга ({what})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="138"/>
        <source>its game {id} corrected</source>
        <translation>её игра {id} исправлена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game {id}</source>
        <translation>её игра {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/queue.py" line="139"/>
        <source>its game id not learnt</source>
        <translation>номер её игры не получен</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="160"/>
        <source>The rating service at {site} answered with an error (HTTP {status}); it is tried again later</source>
        <translation>Сервис рейтинга {site} ответил ошибкой (HTTP {status}); попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="172"/>
        <source>The rating service at {site} did not answer in time; it is tried again later</source>
        <translation>Сервис рейтинга {site} не ответил вовремя; попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="174"/>
        <source>The rating service&apos;s address {site} was not found (no network, or a wrong address); it is tried again later</source>
        <translation>Адрес сервиса рейтинга {site} не найден (нет сети или адрес неверен); попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="177"/>
        <source>The secure connection to the rating service at {site} failed (TLS: the network or the site&apos;s certificate); it is tried again later</source>
        <translation>Защищённое соединение с сервисом рейтинга {site} не удалось (TLS: сеть или сертификат сайта); попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="179"/>
        <source>The rating service at {site} could not be reached; it is tried again later</source>
        <translation>Сервис рейтинга {site} недоступен; попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="186"/>
        <source>The rating service at {site} did not answer as its API does (a web page or other text: a wrong address, or the site is down); it is tried again later</source>
        <translation>Сервис рейтинга {site} ответил не так, как его API (веб-страница или другой текст: неверный адрес или сайт не работает); попытка будет повторена позже</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/publishing/service.py" line="198"/>
        <source>The rating service refused: {words}</source>
        <translation>Сервис рейтинга отказал: {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="111"/>
        <source>The window closed before the game was sent; it is sent at the next start</source>
        <translation>Окно закрылось до отправки игры; она будет отправлена при следующем запуске</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="68"/>
        <source>OBS at {address} refused the password: set it in Settings → OBS</source>
        <translation>OBS по адресу {address} не принял пароль: укажите его в Настройки → OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="70"/>
        <source>OBS at {address} speaks another version of its WebSocket protocol: OBS 28 or later is needed</source>
        <translation>OBS по адресу {address} говорит на другой версии своего протокола WebSocket: нужен OBS 28 или новее</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="72"/>
        <source>OBS at {address} closed the connection; it is tried again every few seconds</source>
        <translation>OBS по адресу {address} закрыл соединение; новая попытка — каждые несколько секунд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="90"/>
        <source>{address} is not an OBS address: write it as ws://127.0.0.1:4455, the server and the port OBS shows in Tools → WebSocket Server Settings</source>
        <translation>{address} — не адрес OBS: напишите его как ws://127.0.0.1:4455 — сервер и порт, которые OBS показывает в Инструменты → Настройки obs-websocket (в OBS на английском: Tools → WebSocket Server Settings)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="134"/>
        <source>The server at the OBS address answered with something that is not OBS&apos;s WebSocket protocol</source>
        <translation>Сервер по адресу OBS ответил не на протоколе WebSocket от OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="178"/>
        <source>This OBS ({version}) marks no chapters in a recording: OBS 30.2 and later do</source>
        <translation>Этот OBS ({version}) не ставит главы в записи: это умеют OBS 30.2 и новее</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="181"/>
        <source>OBS has no scene named {scene}: name one of its scenes in Settings → OBS</source>
        <translation>В OBS нет сцены {scene}: укажите одну из его сцен в Настройки → OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="184"/>
        <source>OBS marked no chapter: {reason}</source>
        <translation>OBS не поставил главу: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/stream/obs.py" line="186"/>
        <source>OBS refused {request}: {reason}</source>
        <translation>OBS отклонил запрос {request}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="81"/>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="144"/>
        <source>Connecting to OBS at {address}…</source>
        <translation>Подключение к OBS по адресу {address}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="98"/>
        <source>OBS is not answering at {address} (not running, or its WebSocket server is off in Tools → WebSocket Server Settings); it is tried again every few seconds</source>
        <translation>OBS не отвечает по адресу {address} (не запущен, или его сервер WebSocket выключен в Инструменты → Настройки obs-websocket (в OBS на английском: Tools → WebSocket Server Settings)); новая попытка — каждые несколько секунд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="106"/>
        <source>OBS at {address} has not answered for {seconds} s</source>
        <translation>OBS по адресу {address} не отвечает уже {seconds} с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="109"/>
        <source>OBS at {address} did not answer within {seconds} s; it is tried again every few seconds</source>
        <translation>OBS по адресу {address} не ответил за {seconds} с; новая попытка — каждые несколько секунд</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="147"/>
        <source>OBS follows the table: scene {scene}</source>
        <translation>OBS следует за столом: сцена {scene}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_link.py" line="148"/>
        <source>OBS follows the table</source>
        <translation>OBS следует за столом</translation>
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
        <translation>Дон (игрок №&#xa0;{actor}) проверил игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="32"/>
        <source>The sheriff (seat {actor}) checked seat {seat}</source>
        <translation>Шериф (игрок №&#xa0;{actor}) проверил игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="33"/>
        <source>The commissar (seat {actor}) checked seat {seat}</source>
        <translation>Комиссар (игрок №&#xa0;{actor}) проверил игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="34"/>
        <source>The doctor (seat {actor}) chose seat {seat}</source>
        <translation>Доктор (игрок №&#xa0;{actor}) выбрал игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="35"/>
        <source>The mistress (seat {actor}) chose seat {seat}</source>
        <translation>Путана (игрок №&#xa0;{actor}) выбрала игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="43"/>
        <source>Seat {seat} is saved tonight</source>
        <translation>Этой ночью доктор лечит игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="50"/>
        <source>Nod</source>
        <translation>Кивните</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="51"/>
        <source>Shake your head</source>
        <translation>Помотайте головой</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="52"/>
        <source>Nod, and a ring of thumb and finger</source>
        <translation>Кивните и покажите кольцо из большого и указательного пальцев</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="53"/>
        <source>Shake your head, and cross your arms</source>
        <translation>Помотайте головой и скрестите руки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="54"/>
        <source>Nod, and thumb down</source>
        <translation>Кивните и покажите большой палец вниз</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="55"/>
        <source>Shake your head, and thumb up</source>
        <translation>Помотайте головой и покажите большой палец вверх</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>yes, the sheriff</source>
        <translation>да, шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="61"/>
        <source>no, not the sheriff</source>
        <translation>нет, не шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>yes, black</source>
        <translation>да, чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>no, red</source>
        <translation>нет, красный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>no, not black</source>
        <translation>нет, не чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="85"/>
        <source>Nod: the choice is taken</source>
        <translation>Кивните: выбор принят</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="93"/>
        <source>{gesture}: {meaning}</source>
        <translation>{gesture}: {meaning}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="44"/>
        <source>Seat {seat} is visited tonight</source>
        <translation>Этой ночью путана навещает игрока № {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="88"/>
        <source>No answer: the mistress blocked him</source>
        <translation>Ответа нет: его заблокировала путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="89"/>
        <source>Show nothing</source>
        <translation>Ничего не показывайте</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="59"/>
        <source>THE SHERIFF</source>
        <translation>ШЕРИФ</translation>
    </message>
    <message>
        <source>Thumbs up: yes, the sheriff</source>
        <translation type="vanished">Большой палец вверх: да, шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="60"/>
        <source>NOT THE SHERIFF</source>
        <translation>НЕ ШЕРИФ</translation>
    </message>
    <message>
        <source>Thumbs down: not the sheriff</source>
        <translation type="vanished">Большой палец вниз: не шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="62"/>
        <source>BLACK</source>
        <translation>ЧЁРНЫЙ</translation>
    </message>
    <message>
        <source>Thumbs down: black</source>
        <translation type="vanished">Большой палец вниз: чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="63"/>
        <source>RED</source>
        <translation>КРАСНЫЙ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/answers.py" line="66"/>
        <source>NOT BLACK</source>
        <translation>НЕ ЧЁРНЫЙ</translation>
    </message>
    <message>
        <source>Thumbs up: red</source>
        <translation type="vanished">Большой палец вверх: красный</translation>
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
        <translation>Ведущий мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="51"/>
        <source>Upgrading the archive to this version: every game is read again once.
Cancel opens the archive as it is now; the upgrade goes on at the next start.</source>
        <translation>Архив обновляется до этой версии: каждая игра перечитывается один раз.
«Отмена» откроет архив как есть; обновление продолжится при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="98"/>
        <source>Repair it into a new file now?</source>
        <translation>Исправить его в новый файл сейчас?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="103"/>
        <source>The repaired copy {repaired} is the archive now; the damaged file is kept as {aside}.</source>
        <translation>Теперь архив — исправленная копия {repaired}; повреждённый файл сохранён как {aside}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="126"/>
        <source>Something went wrong: {error}. The game on the table is safe in the archive.</source>
        <translation>Что-то пошло не так: {error}. Игра за столом надежно сохранена в архиве.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/app.py" line="129"/>
        <source>The details are in the log: {path}</source>
        <translation>Подробности — в журнале работы программы: {path}</translation>
    </message>
    <message>
        <source>Upgrading the archive to this version: every game is read again once.
Please wait; nothing is lost if this is interrupted.</source>
        <translation type="vanished">Архив обновляется до этой версии: каждая игра один раз читается заново.
Подождите; если процесс прервется, ничего не потеряется.</translation>
    </message>
</context>
<context>
    <name>ArchiveGamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="23"/>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="24"/>
        <source>unfinished: {stage}</source>
        <translation>не завершена: {stage}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="27"/>
        <source>town</source>
        <translation>мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="28"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="29"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="53"/>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="54"/>
        <source>Club / table / game</source>
        <translation>Клуб / стол / игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="55"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="56"/>
        <source>Host</source>
        <translation>Ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="57"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="59"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_model.py" line="60"/>
        <source>Finished</source>
        <translation>Завершена</translation>
    </message>
</context>
<context>
    <name>ArchivePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="47"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="48"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/archive_page.py" line="49"/>
        <source>Ratings</source>
        <translation>Рейтинги</translation>
    </message>
</context>
<context>
    <name>Audience</name>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="46"/>
        <source>table {table}</source>
        <translation>стол №&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="48"/>
        <source>game {number}</source>
        <translation>игра №&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="76"/>
        <source>No nominees yet</source>
        <translation>Кандидатур пока нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="77"/>
        <source>Nominees: {seats}</source>
        <translation>Кандидатуры: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="94"/>
        <source>seat {seat}: {votes}</source>
        <translation>№&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="123"/>
        <source>Night {night}: seat {seat} was killed</source>
        <translation>Ночь {night}: игрок №&#xa0;{seat} убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="125"/>
        <source>Night {night}: nobody was killed</source>
        <translation>Ночь {night}: никто не убит</translation>
    </message>
</context>
<context>
    <name>AudienceWindow</name>
    <message>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="60"/>
        <location filename="../../mafia_desktop/ui/audience/window.py" line="97"/>
        <source>Audience screen</source>
        <translation>Экран для зрителей</translation>
    </message>
</context>
<context>
    <name>Chapters</name>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="24"/>
        <source>{day}: the vote</source>
        <translation>{day}: голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="25"/>
        <source>Before the game</source>
        <translation>До начала игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/chapters.py" line="26"/>
        <source>Replay</source>
        <translation>Просмотр игры</translation>
    </message>
</context>
<context>
    <name>Contests</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="137"/>
        <source>Club evening</source>
        <translation>Клубный вечер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="138"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="139"/>
        <source>Elite tournament</source>
        <translation>Элитный турнир</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>Event</source>
        <translation>Мероприятие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="41"/>
        <source>New event</source>
        <translation>Новое мероприятие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="49"/>
        <source>e.g. Friday club evening</source>
        <translation>например, Клубный вечер в пятницу</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="61"/>
        <source>Edit the numbers…</source>
        <translation>Изменить значения…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="77"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="78"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="80"/>
        <source>Dates</source>
        <translation>Даты</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="82"/>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="84"/>
        <source>Tables</source>
        <translation>Число столов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="86"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="90"/>
        <source>Tie-breaks
(drag to order,
tick to use)</source>
        <translation>При равенстве очков
(перетащите, чтобы
задать порядок;
отметьте нужные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/event_dialog.py" line="144"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. Ничего не сохранено.</translation>
    </message>
</context>
<context>
    <name>EventLinkDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="30"/>
        <source>Link to the rating service</source>
        <translation>Связь с рейтинговым сервисом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="31"/>
        <source>Which of the rating service&apos;s events is “{event}”? Its games are published into it.</source>
        <translation>Какое мероприятие рейтингового сервиса соответствует «{event}»? Его игры публикуются туда.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="45"/>
        <source>Or the event&apos;s number</source>
        <translation>Или номер мероприятия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="46"/>
        <source>and its club&apos;s number</source>
        <translation>и номер его клуба</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="62"/>
        <source>No account of the rating service is set (Settings → Rating service): type the event&apos;s number.</source>
        <translation>Учётная запись рейтингового сервиса не задана (Настройки → Рейтинговый сервис): введите номер мероприятия.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="65"/>
        <source>Reading the service&apos;s events…</source>
        <translation>Читаем мероприятия сервиса…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="69"/>
        <source>The service&apos;s events, the latest first:</source>
        <translation>Мероприятия сервиса, последние сверху:</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="70"/>
        <source>The service lists no event for this account: type the event&apos;s number.</source>
        <translation>Сервис не показывает мероприятий для этой учётной записи: введите номер мероприятия.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/event_link.py" line="91"/>
        <source>Choose one of the service&apos;s events, or type its number and its club&apos;s.</source>
        <translation>Выберите мероприятие сервиса или введите его номер и номер клуба.</translation>
    </message>
</context>
<context>
    <name>EventPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="88"/>
        <source>Table </source>
        <translation>Стол </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="94"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="99"/>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Standings&lt;/b&gt; (finished games)</source>
        <translation type="vanished">&lt;b&gt;Турнирная таблица&lt;/b&gt; (завершённые игры)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="123"/>
        <source>Standings PDF…</source>
        <translation>Таблица в PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="124"/>
        <source>Standings CSV…</source>
        <translation>Таблица в CSV…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="121"/>
        <source>All protocols…</source>
        <translation>Все протоколы…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="122"/>
        <source>Protocols in one PDF…</source>
        <translation>Протоколы одним PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="127"/>
        <source>Seating plan…</source>
        <translation>Рассадка…</translation>
    </message>
    <message>
        <source>&lt;b&gt;Games&lt;/b&gt;</source>
        <translation type="vanished">&lt;b&gt;Игры&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="136"/>
        <source>New game at this table</source>
        <translation>Новая игра за этим столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="139"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="142"/>
        <source>Add games…</source>
        <translation>Добавить игры…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="140"/>
        <source>Take out</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="115"/>
        <source>Standings (finished games)</source>
        <translation>Турнирная таблица (завершённые игры)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="128"/>
        <source>No game yet: “New game at this table” starts one, “Add games…” brings in games played or imported before.</source>
        <translation>Игр пока нет: «Новая игра за этим столом» начинает игру, «Добавить игры…» добавляет игры, сыгранные или импортированные раньше.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="165"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="116"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="169"/>
        <source>Games (%n)</source>
        <translation>
            <numerusform>Игры (%n)</numerusform>
            <numerusform>Игры (%n)</numerusform>
            <numerusform>Игры (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="101"/>
        <source>Rating service</source>
        <translation>Рейтинговый сервис</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="104"/>
        <source>Link to the rating service…</source>
        <translation>Связать с рейтинговым сервисом…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="105"/>
        <source>Publish the evening</source>
        <translation>Опубликовать вечер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="231"/>
        <source>{event} standings</source>
        <translation>{event} — турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="237"/>
        <source>Standings PDF</source>
        <translation>Турнирная таблица в PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="244"/>
        <source>Standings CSV</source>
        <translation>Турнирная таблица в CSV</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="256"/>
        <source>Folder for the protocols</source>
        <translation>Папка для протоколов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="263"/>
        <source>{event} protocols</source>
        <translation>{event}, протоколы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="265"/>
        <source>Protocols in one PDF</source>
        <translation>Протоколы одним PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="275"/>
        <source>Could not write {where}: {error}</source>
        <translation>Не удалось записать {where}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="278"/>
        <source>Saved: {where}</source>
        <translation>Сохранено: {where}</translation>
    </message>
</context>
<context>
    <name>EventWords</name>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="33"/>
        <source>the town wins</source>
        <translation>победили мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="34"/>
        <source>the mafia wins</source>
        <translation>победила мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="35"/>
        <source>a draw: everyone left together</source>
        <translation>ничья: все игроки покинули стол одновременно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="39"/>
        <source>don {seats}</source>
        <translation>дон {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="40"/>
        <source>mafia {seats}</source>
        <translation>мафия {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="41"/>
        <source>sheriff {seats}</source>
        <translation>шериф {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="42"/>
        <source>commissar {seats}</source>
        <translation>комиссар {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="43"/>
        <source>doctor {seats}</source>
        <translation>доктор {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="44"/>
        <source>mistress {seats}</source>
        <translation>путана {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="48"/>
        <source>New game: {count} players, sport rules</source>
        <translation>Новая игра (игроков: {count}), спортивные правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="49"/>
        <source>New game: {count} players, mastermind rules</source>
        <translation>Новая игра (игроков: {count}), правила Mastermind</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="50"/>
        <source>New game: {count} players, latvian rules</source>
        <translation>Новая игра (игроков: {count}), латвийские правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="51"/>
        <source>New game: {count} players, classic rules</source>
        <translation>Новая игра (игроков: {count}), классические правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="92"/>
        <source>{event} — {outcome}</source>
        <translation>{event} — {outcome}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="123"/>
        <source>N{night}</source>
        <translation>Н{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="125"/>
        <source>D{day}</source>
        <translation>Д{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>End</source>
        <translation>Конец</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="126"/>
        <source>Setup</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} и {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="147"/>
        <source>the talk</source>
        <translation>обсуждение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="155"/>
        <source>New game: {count} players, {preset} rules</source>
        <translation>Новая игра (игроков: {count}), правила: {preset}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="162"/>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="163"/>
        <source>game {number}</source>
        <translation>игра {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="164"/>
        <source>host {host}</source>
        <translation>ведущий {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="166"/>
        <source>Game labelled: {labels}</source>
        <translation>Реквизиты игры: {labels}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="167"/>
        <source>Game labels cleared</source>
        <translation>Реквизиты игры удалены</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="174"/>
        <source>Seat {seat} renamed: {old} → {new}</source>
        <translation>Ник игрока №&#xa0;{seat} изменен: {old} → {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="176"/>
        <source>Seat {seat} is now called {new}</source>
        <translation>Игроку №&#xa0;{seat} задан ник {new}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="182"/>
        <source>Roles dealt</source>
        <translation>Карты розданы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="189"/>
        <source>Roles dealt: civilians only</source>
        <translation>Карты розданы: только мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="190"/>
        <source>Roles dealt: {roles}</source>
        <translation>Карты розданы: {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="195"/>
        <source>The mafia&apos;s arrangement: seats {seats}</source>
        <translation>Статичная договорка: игроки №&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="201"/>
        <source>Timer started by itself: {step}</source>
        <translation>Таймер запустился сам: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="203"/>
        <source>Timer resumed: {step}</source>
        <translation>Таймер возобновлен: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="204"/>
        <source>Timer started: {step}</source>
        <translation>Таймер запущен: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="211"/>
        <source>Timer paused as the game was opened again: {step} ({time} left)</source>
        <translation>Таймер на паузе при повторном открытии игры: {step} (осталось {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="214"/>
        <source>Timer paused: {step}</source>
        <translation>Таймер на паузе: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="215"/>
        <source>Timer paused: {step} ({time} left)</source>
        <translation>Таймер на паузе: {step} (осталось {time})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="220"/>
        <source>+{seconds} s for {step}</source>
        <translation>+{seconds} с: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="225"/>
        <source>{step} ended</source>
        <translation>Завершено: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="232"/>
        <source>{line}; timer started: {step}</source>
        <translation>{line}; таймер запущен: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="239"/>
        <source>{step} skipped</source>
        <translation>Пропущено: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="241"/>
        <source>{step} skipped ({reason})</source>
        <translation>Пропущено: {step} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="248"/>
        <source>The host put seat {seat} to the vote</source>
        <translation>Ведущий выставил игрока №&#xa0;{seat} на голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="251"/>
        <source>Seat {by} nominated seat {seat} (instead of seat {old})</source>
        <translation>Игрок №&#xa0;{by} выставил игрока №&#xa0;{seat} (вместо игрока №&#xa0;{old})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="253"/>
        <source>Seat {by} nominated seat {seat}</source>
        <translation>Игрок №&#xa0;{by} выставил игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="268"/>
        <source>The host took seat {seat} off the vote</source>
        <translation>Ведущий снял кандидатуру игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="269"/>
        <source>Seat {by} withdrew his nomination of seat {seat}</source>
        <translation>Игрок №&#xa0;{by} снял кандидатуру игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="275"/>
        <source>Seat {seat} raised his hand for seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} поднял руку за игрока №&#xa0;{nominee}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="276"/>
        <source>Seat {seat} lowered his hand for seat {nominee}</source>
        <translation>Игрок №&#xa0;{seat} опустил руку: голос за игрока №&#xa0;{nominee} снят</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="277"/>
        <source>Seat {seat} is for all of them leaving</source>
        <translation>Игрок №&#xa0;{seat} за то, чтобы все покинули стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="278"/>
        <source>Seat {seat} took back his yes</source>
        <translation>Игрок №&#xa0;{seat} отозвал свой голос «за»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="279"/>
        <source>Seat {nominee}&apos;s best move names seat {seat}</source>
        <translation>Лучший ход игрока №&#xa0;{nominee}: назван игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="280"/>
        <source>Seat {nominee}&apos;s best move drops seat {seat}</source>
        <translation>Лучший ход игрока №&#xa0;{nominee}: игрок №&#xa0;{seat} убран</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="281"/>
        <source>The arrangement names seat {seat}</source>
        <translation>Статичная договорка: назван игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="282"/>
        <source>The arrangement drops seat {seat}</source>
        <translation>Статичная договорка: игрок №&#xa0;{seat} убран</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="291"/>
        <source>A shot recorded</source>
        <translation>Выстрел записан</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="294"/>
        <location filename="../../mafia_desktop/words/replay.py" line="367"/>
        <source>{shooter} → none</source>
        <translation>{shooter} → не стрелял</translation>
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
        <translation>Голоса за игрока №&#xa0;{seat}: {voters} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="312"/>
        <location filename="../../mafia_desktop/words/replay.py" line="323"/>
        <source>Votes for seat {seat}: no hands</source>
        <translation>Голоса за игрока №&#xa0;{seat}: никто не поднял руку</translation>
    </message>
    <message>
        <source>{hands}; the other {abstainers} count for seat {last}</source>
        <translation type="vanished">{hands}; голоса остальных ({abstainers}) засчитываются за игрока №&#xa0;{last}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/replay.py" line="313"/>
        <source>{hands}; the other %n count(s) for seat {last}</source>
        <translation>
            <numerusform>{hands}; голос оставшегося (%n) засчитывается за игрока №&#xa0;{last}</numerusform>
            <numerusform>{hands}; голоса остальных (%n) засчитываются за игрока №&#xa0;{last}</numerusform>
            <numerusform>{hands}; голоса остальных (%n) засчитываются за игрока №&#xa0;{last}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="316"/>
        <source>Votes for seat {seat}: {voters} ({count}) + {abstainers} who did not vote</source>
        <translation>Голоса за игрока №&#xa0;{seat}: {voters} ({count}) + не голосовавшие ({abstainers})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="321"/>
        <source>Votes for seat {seat}: no hands + {abstainers} who did not vote</source>
        <translation>Голоса за игрока №&#xa0;{seat}: никто не поднял руку + не голосовавшие ({abstainers})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="342"/>
        <source>All leaving ({seats})? Yes: {yes} ({count} of {voters})</source>
        <translation>Все ({seats}) покидают стол? За: {yes} ({count} из {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="343"/>
        <source>All leaving ({seats})? Yes: none (0 of {voters})</source>
        <translation>Все ({seats}) покидают стол? За: никто (0 из {voters})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="345"/>
        <source>All leaving? Yes: {yes} ({count})</source>
        <translation>Все покидают стол? За: {yes} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="346"/>
        <source>All leaving? Yes: none (0)</source>
        <translation>Все покидают стол? За: никто (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="352"/>
        <source>Split: seats {seats} speak again, nobody leaves</source>
        <translation>Разделение голосов: игроки №&#xa0;{seats} говорят ещё раз, никто не выбывает</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="361"/>
        <source>Night {night}: the mafia shot seat {seat}</source>
        <translation>Ночь {night}: мафия выстрелила в игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="364"/>
        <source>Night {night}: the mafia did not shoot (a miss)</source>
        <translation>Ночь {night}: мафия не стреляла (промах)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="366"/>
        <source>Night {night}: the shots differ (a miss)</source>
        <translation>Ночь {night}: выстрелы не совпали (промах)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="370"/>
        <source>Night {night}: the shots differ ({shots}; a miss)</source>
        <translation>Ночь {night}: выстрелы не совпали ({shots}; промах)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="377"/>
        <source>The don checked nobody</source>
        <translation>Дон никого не проверял</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="378"/>
        <source>The don checked a seat</source>
        <translation>Дон проверил игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="379"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>Дон проверил игрока №&#xa0;{seat}: шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="380"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>Дон проверил игрока №&#xa0;{seat}: не шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="383"/>
        <source>The sheriff checked nobody</source>
        <translation>Шериф никого не проверял</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="384"/>
        <source>The sheriff checked a seat</source>
        <translation>Шериф проверил игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="385"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>Шериф проверил игрока №&#xa0;{seat}: чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="386"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>Шериф проверил игрока №&#xa0;{seat}: красный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="389"/>
        <source>The commissar checked nobody</source>
        <translation>Комиссар никого не проверял</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="390"/>
        <source>The commissar checked a seat</source>
        <translation>Комиссар проверил игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="391"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>Комиссар проверил игрока №&#xa0;{seat}: чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="392"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>Комиссар проверил игрока №&#xa0;{seat}: не чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="393"/>
        <source>The commissar checked seat {seat}: blocked by the mistress, no answer</source>
        <translation>Комиссар проверил игрока №&#xa0;{seat}: проверка заблокирована путаной, ответа нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="431"/>
        <source>The doctor saved nobody</source>
        <translation>Доктор никого не лечил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="432"/>
        <source>The doctor saved seat {seat}</source>
        <translation>Доктор лечил игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="438"/>
        <source>The mistress visited nobody</source>
        <translation>Путана никого не навещала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="439"/>
        <source>The mistress visited seat {seat}</source>
        <translation>Путана навестила игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="445"/>
        <source>Seat {seat}&apos;s best move: no guess</source>
        <translation>Лучший ход игрока №&#xa0;{seat}: никого не назвал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="447"/>
        <source>Seat {seat}&apos;s best move: {guesses} ({black} black)</source>
        <translation>Лучший ход игрока №&#xa0;{seat}: {guesses} (чёрных: {black})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="450"/>
        <source>Seat {seat}&apos;s best move: {guesses}</source>
        <translation>Лучший ход игрока №&#xa0;{seat}: {guesses}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="459"/>
        <source>Technical foul for seat {seat} ({count}/2)</source>
        <translation>Технический фол игроку №&#xa0;{seat} ({count}/2)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="462"/>
        <source>Foul for seat {seat} ({count}/4)</source>
        <translation>Фол игроку №&#xa0;{seat} ({count}/4)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="464"/>
        <source>{foul}: {reason}</source>
        <translation>{foul}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="466"/>
        <source>{foul} — penalty on his next speech</source>
        <translation>{foul} — следующая речь будет штрафной</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="473"/>
        <source>Seat {seat} removed from the game: {reason}</source>
        <translation>Игрок №&#xa0;{seat} удалён из игры: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="475"/>
        <source>Seat {seat} removed from the game</source>
        <translation>Игрок №&#xa0;{seat} удалён из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="482"/>
        <source>Seat {seat}: {points} point ({reason})</source>
        <translation>Игрок №&#xa0;{seat}: {points} очко ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="483"/>
        <source>Seat {seat}: {points} point</source>
        <translation>Игрок №&#xa0;{seat}: {points} очко</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="485"/>
        <source>Seat {seat}: {points} points ({reason})</source>
        <translation>Игрок №&#xa0;{seat}: очки {points} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="486"/>
        <source>Seat {seat}: {points} points</source>
        <translation>Игрок №&#xa0;{seat}: очки {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="493"/>
        <location filename="../../mafia_desktop/words/replay.py" line="494"/>
        <source>Game over: {result}</source>
        <translation>Игра окончена: {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="500"/>
        <source>Undo: the last action taken back</source>
        <translation>Отменено последнее действие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="503"/>
        <source>Undo: {action}</source>
        <translation>Отменено: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="505"/>
        <source>Redo: the last undone action put back</source>
        <translation>Возвращено последнее отмененное действие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="507"/>
        <source>Redo: {action}</source>
        <translation>Возвращено: {action}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="523"/>
        <source>seat {seat} voted out</source>
        <translation>игрок №&#xa0;{seat} выбыл на голосовании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="524"/>
        <source>seats {seats} voted out</source>
        <translation>игроки №&#xa0;{seats} выбыли на голосовании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="525"/>
        <source>seat {seat} killed</source>
        <translation>игрок №&#xa0;{seat} убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="526"/>
        <source>seats {seats} killed</source>
        <translation>игроки №&#xa0;{seats} убиты</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="539"/>
        <source>killed</source>
        <translation>убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="550"/>
        <source>seat {seat} removed ({reason})</source>
        <translation>игрок №&#xa0;{seat} удалён ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="551"/>
        <source>seat {seat} removed</source>
        <translation>игрок №&#xa0;{seat} удалён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="570"/>
        <source>morning: seat {seat} killed</source>
        <translation>утро: игрок №&#xa0;{seat} убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="572"/>
        <source>morning: the doctor saved the victim</source>
        <translation>утро: жертва спасена доктором</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="573"/>
        <source>morning: nobody killed</source>
        <translation>утро: никто не убит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="589"/>
        <source>the vote on seats {seats}</source>
        <translation>голосование за игроков №&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="591"/>
        <source>the vote on seat {seat}</source>
        <translation>голосование за игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="593"/>
        <source>tie: revote on seats {seats}</source>
        <translation>равенство голосов: повторное голосование за игроков №&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="595"/>
        <source>vote on seats {seats} leaving together</source>
        <translation>автокатастрофа: голосование за уход игроков №&#xa0;{seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="600"/>
        <source>they stay</source>
        <translation>все остаются</translation>
    </message>
    <message>
        <source>nobody leaves (seat {seat} led with {votes}: first-day rule)</source>
        <translation type="vanished">никто не выбывает (лидер — игрок №&#xa0;{seat}, голосов: {votes}; правило первого дня)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/replay.py" line="604"/>
        <source>nobody leaves</source>
        <translation>никто не выбывает</translation>
    </message>
</context>
<context>
    <name>EventsPage</name>
    <message>
        <source>1 table</source>
        <translation type="vanished">1 стол</translation>
    </message>
    <message>
        <source>{count} tables</source>
        <translation type="vanished">столов: {count}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="55"/>
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n стол</numerusform>
            <numerusform>%n стола</numerusform>
            <numerusform>%n столов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="57"/>
        <source>scoring: {system}</source>
        <translation>подсчёт очков: {system}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="338"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="339"/>
        <source>New event…</source>
        <translation>Новое мероприятие…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="340"/>
        <source>No club evening or tournament yet: “New event…” makes one, and its games and standings are kept here.</source>
        <translation>Клубных вечеров и турниров пока нет: «Новое мероприятие…» создает мероприятие, и его игры и турнирная таблица хранятся здесь.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="344"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
</context>
<context>
    <name>FlowPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="140"/>
        <source>Done: go on [Enter]</source>
        <translation>Готово: далее [Enter]</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="185"/>
        <source>Said today (%n)</source>
        <translation>
            <numerusform>Объявлено сегодня (%n)</numerusform>
            <numerusform>Объявлено сегодня (%n)</numerusform>
            <numerusform>Объявлено сегодня (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/flowpanel.py" line="245"/>
        <source>Space</source>
        <translation>Пробел</translation>
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
        <translation>Не удалось сохранить в архив ({reason}); действие не записано</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/controller.py" line="203"/>
        <source>A tap on a seat does nothing now: use the buttons</source>
        <translation>Сейчас нажатие на место ничего не делает: используйте кнопки</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="77"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — Ctrl+R hides them</source>
        <translation>РОЛИ ВИДНЫ ВСЕМ, КТО СМОТРИТ НА ЭКРАН — Ctrl+R скрывает их</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="220"/>
        <source>Foul: type the seat&apos;s number (Enter: seat {seat}, who has the floor)</source>
        <translation>Фол: наберите номер игрока (Enter — игрок №&#xa0;{seat}, который сейчас говорит)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="221"/>
        <source>Foul: type the seat&apos;s number</source>
        <translation>Фол: наберите номер игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="234"/>
        <source>Nobody has the floor: press F and the seat&apos;s number, or double-tap the seat</source>
        <translation>Сейчас никто не говорит: нажмите F и номер игрока или дважды нажмите на его номер</translation>
    </message>
    <message>
        <source>Foul for seat {seat} ({fouls}/4)</source>
        <translation type="vanished">Фол игроку №&#xa0;{seat} ({fouls}/4)</translation>
    </message>
    <message>
        <source>Technical foul</source>
        <translation type="vanished">Технический фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="293"/>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="296"/>
        <source>Seat {seat}: {foul}</source>
        <translation>Игрок №&#xa0;{seat}: {foul}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="299"/>
        <source>Remove from the game…</source>
        <translation>Удалить из игры…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="300"/>
        <source>Correct the nickname…</source>
        <translation>Исправить ник…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="301"/>
        <source>Extra points or penalty…</source>
        <translation>Дополнительные очки или штраф…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="306"/>
        <source>Remove a player</source>
        <translation>Удаление игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="307"/>
        <source>Why is seat {seat} removed? (he leaves at once, no last word)</source>
        <translation>За что удаляется игрок №&#xa0;{seat}? (он сразу покидает стол, без последнего слова)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="309"/>
        <source>disqualified</source>
        <translation>дисквалифицирован</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname</source>
        <translation>Ник</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="312"/>
        <source>Nickname of seat {seat}</source>
        <translation>Ник игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="343"/>
        <source>Shots differ: tap each black&apos;s target</source>
        <translation>Выстрелы разошлись: отметить цель каждого чёрного игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="347"/>
        <source>Export protocol…</source>
        <translation>Экспортировать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="348"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="349"/>
        <source>Print protocol…</source>
        <translation>Распечатать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="350"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/game_page.py" line="351"/>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>Nobody has the floor: long-press a seat to give a foul</source>
        <translation type="vanished">Сейчас никто не говорит: чтобы поставить фол, нажмите на место и удерживайте</translation>
    </message>
    <message>
        <source>Shots differ: each black&apos;s target…</source>
        <translation type="vanished">Выстрелы разошлись: цель каждого чёрного…</translation>
    </message>
</context>
<context>
    <name>GamesBrowser</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="26"/>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="27"/>
        <source>Town won</source>
        <translation>Победили мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="28"/>
        <source>Mafia won</source>
        <translation>Победила мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="29"/>
        <source>Draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="30"/>
        <source>Unfinished only</source>
        <translation>Только незавершенные</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="44"/>
        <source>Find a player&apos;s games: type a nickname</source>
        <translation>Найти игры игрока: введите ник</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="48"/>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="50"/>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="83"/>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="183"/>
        <source>Replay the game</source>
        <translation>Просмотреть игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="88"/>
        <source>Import files…</source>
        <translation>Импорт файлов…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="89"/>
        <source>Import a folder…</source>
        <translation>Импорт папки…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="90"/>
        <source>Import another archive…</source>
        <translation>Импорт другого архива…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="92"/>
        <source>Another laptop&apos;s archive, a backup or a file of every game (export --all --json-lines): each game kept once, a game that went on there extended, another history kept beside this one</source>
        <translation>Архив другого ноутбука, резервная копия или файл всех игр (export --all --json-lines): каждая игра сохраняется один раз, продолженная там игра дополняется, другая история сохраняется рядом с этой</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="102"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="103"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="131"/>
        <source>Any rules</source>
        <translation>Любые правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="166"/>
        <source>Counting the games…</source>
        <translation>Считаю игры…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="168"/>
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln игра</numerusform>
            <numerusform>%Ln игры</numerusform>
            <numerusform>%Ln игр</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="184"/>
        <source>Publish to the rating service</source>
        <translation>Опубликовать в рейтинговом сервисе</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation type="vanished">
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">1 игра</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">Игр: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_browser.py" line="153"/>
        <source>“From” is after “to”: no games</source>
        <translation>Дата «С» позже даты «по»: игр нет</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Started</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="23"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Where</source>
        <translation>Где</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="24"/>
        <source>Stage</source>
        <translation>Этап</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="25"/>
        <source>Players</source>
        <translation>Игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="41"/>
        <source>{stage}, {step}</source>
        <translation>{stage}, {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>town won</source>
        <translation>победили мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="46"/>
        <source>mafia won</source>
        <translation>победила мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="47"/>
        <source>finished</source>
        <translation>завершена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="49"/>
        <source>setting up</source>
        <translation>подготовка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="51"/>
        <source>roles night</source>
        <translation>ночь знакомства</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="53"/>
        <source>day {round}</source>
        <translation>день {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="55"/>
        <source>night {round}</source>
        <translation>ночь {round}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="61"/>
        <source>DAMAGED: {problem}</source>
        <translation>ПОВРЕЖДЕНА: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="66"/>
        <source>table {table}</source>
        <translation>стол №&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/games_model.py" line="67"/>
        <source>game {number}</source>
        <translation>игра №&#xa0;{number}</translation>
    </message>
</context>
<context>
    <name>HallBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="29"/>
        <source>Tournament hall</source>
        <translation>Турнирный зал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="31"/>
        <source>postgresql://role@host:5432/database</source>
        <translation>postgresql://роль@сервер:5432/база</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="35"/>
        <source>the password the organiser gave</source>
        <translation>пароль, выданный организатором</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="37"/>
        <source>Test the connection</source>
        <translation>Проверить связь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="39"/>
        <source>Every game played here is sent to the hall as it is played; the table never waits for it. Leave the address empty to play without a hall.</source>
        <translation>Каждая игра за этим столом отправляется в зал по ходу игры; стол никогда его не ждёт. Оставьте адрес пустым, чтобы играть без зала.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="42"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="43"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="79"/>
        <source>No address: this laptop plays without a hall.</source>
        <translation>Адреса нет: этот ноутбук играет без зала.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="82"/>
        <source>Connecting…</source>
        <translation>Подключение…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="108"/>
        <source>Connected: this is the head judge&apos;s login.</source>
        <translation>Связь есть: это вход главного судьи.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_box.py" line="110"/>
        <source>Connected: this laptop is table {table}.</source>
        <translation>Связь есть: этот ноутбук — стол {table}.</translation>
    </message>
</context>
<context>
    <name>HallGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="64"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Begun</source>
        <translation>Начата</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="65"/>
        <source>Length</source>
        <translation>Длительность</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="66"/>
        <source>In the standings</source>
        <translation>В турнирной таблице</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="67"/>
        <source>Last event</source>
        <translation>Последняя запись</translation>
    </message>
</context>
<context>
    <name>HallLink</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="76"/>
        <source>Hall: refused — {why}</source>
        <translation>Зал: отказ — {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="79"/>
        <source>no connection; trying again</source>
        <translation>нет связи; новая попытка скоро</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="81"/>
        <source>connecting…</source>
        <translation>подключение…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="83"/>
        <source>Hall: %n event(s) waiting — {problem}</source>
        <translation>
            <numerusform>Зал: ждёт отправки %n событие — {problem}</numerusform>
            <numerusform>Зал: ждут отправки %n события — {problem}</numerusform>
            <numerusform>Зал: ждут отправки %n событий — {problem}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="84"/>
        <source>Hall: {problem}</source>
        <translation>Зал: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="86"/>
        <source>Hall: signed in as the head judge</source>
        <translation>Зал: вход главного судьи</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="88"/>
        <source>Hall: table {table} · %n event(s) waiting</source>
        <translation>
            <numerusform>Зал: стол {table} · ждёт отправки %n событие</numerusform>
            <numerusform>Зал: стол {table} · ждут отправки %n события</numerusform>
            <numerusform>Зал: стол {table} · ждут отправки %n событий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/hall_link.py" line="90"/>
        <source>Hall: table {table} · everything sent</source>
        <translation>Зал: стол {table} · всё отправлено</translation>
    </message>
</context>
<context>
    <name>HallPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="151"/>
        <source>Connect</source>
        <translation>Подключиться</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="153"/>
        <source>The head judge&apos;s URL</source>
        <translation>URL главного судьи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="154"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Show roles</source>
        <translation>Показать роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="163"/>
        <source>Hand seating to the tables…</source>
        <translation>Передать рассадку столам…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="169"/>
        <source>Bring the hall&apos;s games into this archive</source>
        <translation>Перенести игры зала в этот архив</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="171"/>
        <source>Every game of the hall, with its events, into this laptop&apos;s archive: the tournament&apos;s protocols, standings and ratings stay here after the day</source>
        <translation>Все игры зала со всеми записями журнала — в архив этого ноутбука: протоколы, турнирная таблица и рейтинги турнира останутся здесь и после игрового дня</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="182"/>
        <source>Connecting to the hall…</source>
        <translation>Подключение к залу…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="198"/>
        <source>Count it</source>
        <translation>Засчитать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="199"/>
        <source>Count the chosen game in the standings as it stands, though it is not as the hall seated it</source>
        <translation>Засчитать выбранную игру в турнирной таблице как есть, хотя она сыграна не по рассадке зала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="204"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="205"/>
        <source>Protocol PDF…</source>
        <translation>Протокол в PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="206"/>
        <source>Print protocol…</source>
        <translation>Распечатать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="218"/>
        <source>Scoring</source>
        <translation>Подсчёт очков</translation>
    </message>
    <message>
        <source>Every finished game in the hall, counted again as each one ends.</source>
        <translation type="vanished">Все законченные игры зала; таблица пересчитывается после каждой игры.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="223"/>
        <source>Tables</source>
        <translation>Столы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="224"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="225"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="251"/>
        <source>No head judge&apos;s login is set for this laptop. Set the hall&apos;s URL and the head judge&apos;s password in Settings → Tournament hall, or type them here for this session.</source>
        <translation>Вход главного судьи на этом ноутбуке не настроен. Укажите URL зала и пароль главного судьи в разделе «Настройки → Турнирный зал» или введите их здесь на этот сеанс.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="259"/>
        <source>Connecting to {url}…</source>
        <translation>Подключение к {url}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="266"/>
        <source>Type the head judge&apos;s URL: postgresql://role@host:port/database.</source>
        <translation>Введите URL главного судьи: postgresql://role@host:port/database.</translation>
    </message>
    <message>
        <source>The hall at {url}: every table, read twice a second.</source>
        <translation type="vanished">Зал {url}: все столы, обновление дважды в секунду.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="275"/>
        <source>Not signed in to the hall.</source>
        <translation>Вход в зал не выполнен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="277"/>
        <source>The tables appear here once the head judge&apos;s login is given above.</source>
        <translation>Столы появятся здесь, когда выше будет указан вход главного судьи.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="291"/>
        <source>The hall {name}: every table, read twice a second.</source>
        <translation>Зал {name}: все столы, обновление дважды в секунду.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="296"/>
        <source>Nothing read from the hall yet.</source>
        <translation>Из зала пока ничего не прочитано.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="298"/>
        <source>The hall at {url} needs the head judge&apos;s password: type it here (or save it in Settings → Tournament hall).</source>
        <translation>Залу {url} нужен пароль главного судьи: введите его здесь (или сохраните в «Настройки → Турнирный зал»).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="304"/>
        <source>{problem}. Trying again; the cards show what was last read.</source>
        <translation>{problem}. Повторная попытка; на карточках — последнее прочитанное.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="350"/>
        <source>Hide roles</source>
        <translation>Скрыть роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="403"/>
        <source>Count the game</source>
        <translation>Засчитать игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="404"/>
        <source>Game {number} of table {table} is not counted: {why}

Count it in the standings as it stands?</source>
        <translation>Игра №&#xa0;{number} стола №&#xa0;{table} не засчитана: {why}

Засчитать её в турнирной таблице как есть?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>Protocol</source>
        <translation>Протокол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="422"/>
        <source>Choose one of the table&apos;s games first.</source>
        <translation>Сначала выберите одну из игр стола.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="432"/>
        <source>The hall no longer has this game.</source>
        <translation>Этой игры в зале больше нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="438"/>
        <source>This game&apos;s protocol cannot be made: {problem}</source>
        <translation>Протокол этой игры составить нельзя: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="442"/>
        <source>Protocol PDF</source>
        <translation>Протокол в PDF</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="462"/>
        <source>The file could not be written: {error}</source>
        <translation>Не удалось записать файл: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="465"/>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="478"/>
        <source>Hall</source>
        <translation>Зал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="484"/>
        <source>Every finished game in the hall that is as the hall seated it (or that you counted on the Games tab), counted again as each one ends.</source>
        <translation>Все законченные игры зала, сыгранные по рассадке зала (или засчитанные вами на вкладке «Игры»); таблица пересчитывается после каждой игры.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="486"/>
        <source>No game counts yet: the standings fill in as the tables&apos; games end (a game not as seated waits on the Games tab for you to count it).</source>
        <translation>Пока не засчитана ни одна игра: таблица заполняется по мере окончания игр за столами (игра не по рассадке ждёт на вкладке «Игры», пока вы её не засчитаете).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="492"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="504"/>
        <source>Hand seating to the tables</source>
        <translation>Передать рассадку столам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="493"/>
        <source>Connect to the hall first: the seats are handed through it.</source>
        <translation>Сначала подключитесь к залу: рассадка передается через него.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="505"/>
        <source>Round {round} is already being played: hand it again and replace its seats? Its games are then held against the new seats.</source>
        <translation>Тур {round} уже играется: раздать его заново и заменить рассадку? Его игры тогда сверяются с новой рассадкой.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="546"/>
        <source>Bring the hall&apos;s games</source>
        <translation>Перенос игр зала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="523"/>
        <source>Reading the hall&apos;s games…</source>
        <translation>Чтение игр зала…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="533"/>
        <source>Stopped: the games after these were not brought (bring them again to go on).</source>
        <translation>Остановлено: следующие игры не перенесены (перенесите снова, чтобы продолжить).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_page.py" line="553"/>
        <source>Round {round}&apos;s seats are handed: each table&apos;s next new game opens with them.</source>
        <translation>Рассадка тура {round} передана: следующая новая игра каждого стола откроется с ней.</translation>
    </message>
</context>
<context>
    <name>HallReader</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="122"/>
        <location filename="../../mafia_desktop/ui/hall/hall_reader.py" line="143"/>
        <source>The seating was not handed: the hall cannot be reached.</source>
        <translation>Рассадка не передана: зал недоступен.</translation>
    </message>
</context>
<context>
    <name>HallWords</name>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="71"/>
        <source>This game&apos;s log in the hall does not replay: {problem}</source>
        <translation>Журнал этой игры в зале не воспроизводится: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="76"/>
        <source>No game yet</source>
        <translation>Игры пока нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="109"/>
        <source>Offline: the table&apos;s laptop is not connected</source>
        <translation>Нет связи: ноутбук стола не подключён</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="110"/>
        <source>Offline: the table&apos;s laptop is not connected (last event %n min ago)</source>
        <translation>
            <numerusform>Нет связи: ноутбук стола не подключён (последняя запись %n мин назад)</numerusform>
            <numerusform>Нет связи: ноутбук стола не подключён (последняя запись %n мин назад)</numerusform>
            <numerusform>Нет связи: ноутбук стола не подключён (последняя запись %n мин назад)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="115"/>
        <source>Quiet: no event for %n min</source>
        <translation>
            <numerusform>Тихо: записей нет уже %n мин</numerusform>
            <numerusform>Тихо: записей нет уже %n мин</numerusform>
            <numerusform>Тихо: записей нет уже %n мин</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="116"/>
        <source>Last event %n min ago</source>
        <translation>
            <numerusform>Последняя запись %n мин назад</numerusform>
            <numerusform>Последняя запись %n мин назад</numerusform>
            <numerusform>Последняя запись %n мин назад</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="123"/>
        <location filename="../../mafia_desktop/words/hall.py" line="193"/>
        <source>Not counted: {why}</source>
        <translation>Не засчитана: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="132"/>
        <source>The table&apos;s clock: {how}</source>
        <translation>Часы стола: {how}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/hall.py" line="134"/>
        <source>Refused %n time(s), the latest: {why}</source>
        <translation>
            <numerusform>Зал отказал %n раз, в последний раз: {why}</numerusform>
            <numerusform>Зал отказал %n раза, в последний раз: {why}</numerusform>
            <numerusform>Зал отказал %n раз, в последний раз: {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="142"/>
        <source>game {number}</source>
        <translation>игра № {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="150"/>
        <source>Nominees: {seats}</source>
        <translation>Кандидатуры: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="157"/>
        <source>{seat} ({how})</source>
        <translation>{seat} ({how})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="160"/>
        <source>Left: {seats}</source>
        <translation>Выбыли: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="164"/>
        <source>Table {number}</source>
        <translation>Стол {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="189"/>
        <source>playing: {phase}</source>
        <translation>идёт: {phase}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>accepted</source>
        <translation>засчитана вручную</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="191"/>
        <source>counts</source>
        <translation>засчитана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/hall.py" line="197"/>
        <source>once over</source>
        <translation>после окончания</translation>
    </message>
</context>
<context>
    <name>HandSeating</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="33"/>
        <source>Write each table&apos;s players on a line of its own.</source>
        <translation>Запишите игроков каждого стола на отдельной строке.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="35"/>
        <source>{lines} lines for {tables} tables: one line a table.</source>
        <translation>Строк: {lines}, столов: {tables}. Нужна одна строка на стол.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="41"/>
        <source>Table {table} has an empty seat: write a name between each two commas.</source>
        <translation>За столом {table} пустое место: между каждыми двумя запятыми должно быть имя.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="44"/>
        <source>Table {table} has {count} players; at most {most}.</source>
        <translation>За столом {table} игроков: {count}; можно не больше {most}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="48"/>
        <source>A name at table {table} is longer than {most} characters.</source>
        <translation>Имя за столом {table} длиннее {most} символов.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="51"/>
        <source>{name} is seated twice.</source>
        <translation>{name} посажен дважды.</translation>
    </message>
</context>
<context>
    <name>HandSeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="60"/>
        <source>Hand seating to the tables</source>
        <translation>Передать рассадку столам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="68"/>
        <source>Table 1: Anna, Boris, Vera, …
Table 2: …
(one line a table, the players in seat order, seat 1 first)</source>
        <translation>Стол 1: Анна, Борис, Вера, …
Стол 2: …
(одна строка на стол, игроки по порядку мест, начиная с места 1)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="70"/>
        <source>From a seating plan…</source>
        <translation>Из плана рассадки…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="75"/>
        <source>Hand to the tables</source>
        <translation>Передать столам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="81"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="83"/>
        <source>The seats of %n table(s), a line a table, table 1 first. Each table&apos;s next new game opens with them.</source>
        <translation>
            <numerusform>Места %n стола, строка на стол, начиная со стола 1. Следующая новая игра каждого стола откроется с ними.</numerusform>
            <numerusform>Места %n столов, строка на стол, начиная со стола 1. Следующая новая игра каждого стола откроется с ними.</numerusform>
            <numerusform>Места %n столов, строка на стол, начиная со стола 1. Следующая новая игра каждого стола откроется с ними.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/hall/seating_hand.py" line="105"/>
        <source>The plan has %n round(s).</source>
        <translation>
            <numerusform>В плане %n тур.</numerusform>
            <numerusform>В плане %n тура.</numerusform>
            <numerusform>В плане %n туров.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Intents</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="59"/>
        <source>The mafia shot seat {seat}</source>
        <translation>Мафия выстрелила в игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="73"/>
        <source>Take back seat {seat}</source>
        <translation>Отменить выбор: игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="77"/>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="145"/>
        <source>Best move: {seats}</source>
        <translation>Лучший ход: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="79"/>
        <source>Seat {seat}</source>
        <translation>Игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="89"/>
        <source>Record the shots</source>
        <translation>Записать выстрелы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="90"/>
        <source>Seat {shooter} shot seat {seat}</source>
        <translation>Игрок №&#xa0;{shooter} выстрелил в игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="96"/>
        <source>The don checks seat {seat}</source>
        <translation>Дон проверяет игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="97"/>
        <source>The sheriff checks seat {seat}</source>
        <translation>Шериф проверяет игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="98"/>
        <source>The commissar checks seat {seat}</source>
        <translation>Комиссар проверяет игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="99"/>
        <source>The doctor saves seat {seat}</source>
        <translation>Доктор лечит игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="100"/>
        <source>The mistress visits seat {seat}</source>
        <translation>Путана посещает игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="107"/>
        <source>Withdraw seat {seat}</source>
        <translation>Снять кандидатуру игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="109"/>
        <source>Seat {by} nominates seat {seat}</source>
        <translation>Игрок №&#xa0;{by} выставляет игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="110"/>
        <source>Put to the vote: seat {seat}</source>
        <translation>Выставить на голосование: игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="129"/>
        <source>Thank you: {count} for seat {seat}, {rest} for seat {last}</source>
        <translation>Спасибо (голосов за игрока №&#xa0;{seat}: {count}, за игрока №&#xa0;{last}: {rest})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="133"/>
        <source>Thank you: {count} for seat {seat}</source>
        <translation>Спасибо (голосов за игрока №&#xa0;{seat}: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="138"/>
        <source>Split: {first} and {second}, nobody leaves</source>
        <translation>Разделение голосов: {first} и {second}, никто не покидает стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="142"/>
        <source>Done: {count} for all of them leaving</source>
        <translation>Готово (голосов за то, чтобы все покинули стол: {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="146"/>
        <source>No best move</source>
        <translation>Нет лучшего хода</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="152"/>
        <source>Seat {shooter} did not shoot</source>
        <translation>Игрок №&#xa0;{shooter} не стрелял</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="155"/>
        <source>Miss (no shot, or the shots differ)</source>
        <translation>Промах (выстрела нет или выстрелы разошлись)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>No check</source>
        <translation>Без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="158"/>
        <source>Nobody</source>
        <translation>Никого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="162"/>
        <source>Announce the winner and reveal the roles</source>
        <translation>Объявить победителя и раскрыть роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Skip: speech lost (3 fouls)</source>
        <translation>Пропустить: игрок лишён речи (3 фола)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="165"/>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="169"/>
        <source>Record the arrangement: {seats}</source>
        <translation>Записать договорку: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="181"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="183"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/intents.py" line="185"/>
        <source>+{seconds} s</source>
        <translation>+{seconds} с</translation>
    </message>
    <message>
        <source>Thank you: {count} for seat {seat} (the rest count for him)</source>
        <translation type="vanished">Спасибо (голосов за игрока №&#xa0;{seat}: {count}; остальные — тоже за него)</translation>
    </message>
</context>
<context>
    <name>LoginRows</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/login_rows.py" line="20"/>
        <source>saved</source>
        <translation>сохранён</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../mafia_desktop/self_test.py" line="514"/>
        <location filename="../../mafia_desktop/ui/window.py" line="501"/>
        <source>Archive</source>
        <translation>Архив</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="131"/>
        <source>Mafia host</source>
        <translation>Ведущий мафии</translation>
    </message>
    <message>
        <source>{count} damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation type="vanished">Повреждённых игр в архиве: {count}; они отмечены в списках, а Настройки → Проверить архив покажут, что не так и в какой копии они целы.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/window.py" line="305"/>
        <source>%n damaged game(s) in the archive: they are marked in the lists, and Settings → Check the archive tells what is wrong and which backup holds them whole.</source>
        <translation>
            <numerusform>В архиве %n поврежденная игра; она отмечена в списках, а Настройки → Проверить архив покажут, что не так и в какой копии она цела.</numerusform>
            <numerusform>В архиве %n поврежденные игры; они отмечены в списках, а Настройки → Проверить архив покажут, что не так и в какой копии они целы.</numerusform>
            <numerusform>В архиве %n поврежденных игр; они отмечены в списках, а Настройки → Проверить архив покажут, что не так и в какой копии они целы.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="319"/>
        <source>The file&apos;s pages: {problem}</source>
        <translation>Страницы файла: {problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="350"/>
        <source>Backup</source>
        <translation>Резервная копия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="482"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="500"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="503"/>
        <source>Events</source>
        <translation>Мероприятия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="505"/>
        <source>Undo</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="507"/>
        <source>Redo</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="509"/>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Show roles</source>
        <translation>Показать роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="511"/>
        <source>Foul (F)</source>
        <translation>Фол (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="516"/>
        <source>Export protocol…</source>
        <translation>Экспортировать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="525"/>
        <source>Full screen</source>
        <translation>Полный экран</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="528"/>
        <source>Settings…</source>
        <translation>Настройки…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="531"/>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="518"/>
        <source>Print protocol…</source>
        <translation>Распечатать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="183"/>
        <source>The archive&apos;s upgrade was stopped before its end: until it is done, the players&apos; figures and the list&apos;s sorting and search may leave out older games. It goes on at the next start.</source>
        <translation>Обновление архива остановлено до конца: пока оно не завершено, статистика игроков, сортировка и поиск в списке могут не учитывать старые игры. Оно продолжится при следующем запуске.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="504"/>
        <source>Hall</source>
        <translation>Зал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="513"/>
        <location filename="../../mafia_desktop/ui/window.py" line="824"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="520"/>
        <source>Audience screen</source>
        <translation>Экран для зрителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="522"/>
        <location filename="../../mafia_desktop/ui/window.py" line="646"/>
        <source>Stream overlay</source>
        <translation>Оверлей для трансляции</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="529"/>
        <source>Mute the night music</source>
        <translation>Ночная музыка: без звука</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="570"/>
        <source>Hide roles</source>
        <translation>Скрыть роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="647"/>
        <source>The overlay cannot start on port {port}: {reason}</source>
        <translation>Не удается запустить оверлей на порту {port}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="738"/>
        <source>Replay</source>
        <translation>Просмотр игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="739"/>
        <source>This game cannot be replayed: {error}</source>
        <translation>Эту игру нельзя просмотреть: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="763"/>
        <source>The game was moved to the trash (Games → Trash restores it)</source>
        <translation>Игра перемещена в корзину (восстановить: Игры → Корзина)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="775"/>
        <source>Ratings</source>
        <translation>Рейтинги</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="776"/>
        <source>The game&apos;s rating was not changed: {why}</source>
        <translation>Рейтинг игры не изменён: {why}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="782"/>
        <source>The game counts for the ratings again; the games after it were rated again</source>
        <translation>Игра снова идёт в рейтинг; игры после неё пересчитаны</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="783"/>
        <source>The game is not rated now: it changes no rating; the games after it were rated again</source>
        <translation>Игра теперь вне рейтинга: она не меняет ничей рейтинг; игры после неё пересчитаны</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="798"/>
        <location filename="../../mafia_desktop/ui/window.py" line="801"/>
        <location filename="../../mafia_desktop/ui/window.py" line="807"/>
        <source>Export JSON</source>
        <translation>Экспорт в JSON</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="799"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1061"/>
        <source>This game cannot be exported: {error}</source>
        <translation>Эту игру нельзя экспортировать: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="808"/>
        <source>The file could not be written: {error}</source>
        <translation>Не удалось записать файл: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="810"/>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="898"/>
        <source>Open game</source>
        <translation>Открытие игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="989"/>
        <source>Restore a backup</source>
        <translation>Восстановить резервную копию</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="995"/>
        <source>Restored the backup {backup}.</source>
        <translation>Резервная копия {backup} восстановлена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="997"/>
        <source>The archive as it was is kept as {aside}: games played since that backup are there (open it with --db, export them as JSON and import them here).</source>
        <translation>Прежний архив сохранён как {aside}: в нём игры, сыгранные после этой копии (откройте его с --db, экспортируйте их в JSON и импортируйте сюда).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1013"/>
        <source>&lt;h3&gt;Mafia host {version}&lt;/h3&gt;</source>
        <translation>&lt;h3&gt;Ведущий мафии {version}&lt;/h3&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1014"/>
        <source>&lt;p&gt;mafia-desktop {version}, MIT licence.&lt;/p&gt;</source>
        <translation>&lt;p&gt;mafia-desktop {version}, лицензия MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1015"/>
        <source>&lt;p&gt;&lt;b&gt;The archive&lt;/b&gt; (every game, one file):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;It is backed up by itself after every finished game and when the app closes, into &lt;code&gt;{backups}&lt;/code&gt; (and a second folder, if one is chosen in Settings, where the backups are listed and restored).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Архив&lt;/b&gt; (все игры, один файл):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;br&gt;Резервная копия делается сама после каждой законченной игры и при закрытии программы, в &lt;code&gt;{backups}&lt;/code&gt; (и во вторую папку, если она выбрана в настройках; там же копии перечислены и восстанавливаются).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1021"/>
        <source>&lt;p&gt;&lt;b&gt;Font&lt;/b&gt;: the PDF protocol is printed in DejaVu Sans (Bitstream Vera and DejaVu licence: free to use, copy, modify and redistribute; the full text is under “Show Details”).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Шрифт&lt;/b&gt;: PDF-протокол печатается шрифтом DejaVu Sans (лицензия Bitstream Vera и DejaVu: свободное использование, копирование, изменение и распространение; полный текст — под кнопкой «Показать подробности»).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1024"/>
        <source>&lt;p&gt;&lt;b&gt;The log&lt;/b&gt; (what the app did and every problem it met, for whoever looks into one):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Журнал работы программы&lt;/b&gt; (что делала программа и все проблемы, с которыми она столкнулась, — для того, кто будет в них разбираться):&lt;br&gt;&lt;code&gt;{path}&lt;/code&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1027"/>
        <source>&lt;p&gt;Made with Qt for Python (PySide6, LGPLv3) and ReportLab (BSD).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Сделано с помощью Qt for Python (PySide6, LGPLv3) и ReportLab (BSD).&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1035"/>
        <source>About Mafia host</source>
        <translation>О программе «Ведущий мафии»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1060"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1063"/>
        <location filename="../../mafia_desktop/ui/window.py" line="1070"/>
        <source>Export protocol</source>
        <translation>Экспорт протокола</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1071"/>
        <source>The protocol could not be written: {error}</source>
        <translation>Не удалось записать протокол: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="1074"/>
        <source>Protocol saved: {path}</source>
        <translation>Протокол сохранён: {path}</translation>
    </message>
    <message>
        <source>Foul on the speaker (F)</source>
        <translation type="vanished">Фол говорящему (F)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/window.py" line="535"/>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="72"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="80"/>
        <source>{preset} — {words}</source>
        <translation>{preset} — {words}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="103"/>
        <source>Deal the cards at random</source>
        <translation>Раздать карты случайно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="104"/>
        <source>Enter the cards by hand</source>
        <translation>Ввести карты вручную</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="119"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="118"/>
        <source>Preset</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="121"/>
        <source>Players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="195"/>
        <source>Club options</source>
        <translation>Клубные настройки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="135"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Table №</source>
        <translation>Стол №</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="136"/>
        <source>Game №</source>
        <translation>Игра №</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="137"/>
        <source>Host (judge)</source>
        <translation>Ведущий (судья)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="144"/>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="149"/>
        <source>Shuffle the seats</source>
        <translation>Перемешать рассадку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="194"/>
        <source>Table and seats</source>
        <translation>Стол и места</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="202"/>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="226"/>
        <source>table {table}</source>
        <translation>стол {table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="227"/>
        <source>game {number}</source>
        <translation>игра {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="228"/>
        <source>host {host}</source>
        <translation>ведущий {host}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="230"/>
        <source>Club, tournament, table, host</source>
        <translation>Клуб, турнир, стол, ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="271"/>
        <source>Cards: {cards}</source>
        <translation>Карты: {cards}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="272"/>
        <source>{count} × {role}</source>
        <translation>{count} × {role}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="338"/>
        <source>nickname of seat {seat}</source>
        <translation>ник игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="374"/>
        <source>New game — seats from the hall</source>
        <translation>Новая игра — места от зала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/new_game.py" line="375"/>
        <source>The seats the head judge handed this table.</source>
        <translation>Места, которые главный судья выдал этому столу.</translation>
    </message>
</context>
<context>
    <name>NightMusic</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="82"/>
        <source>Night music: no mp3, ogg, flac or wav files in {folder}</source>
        <translation>Ночная музыка: в {folder} нет файлов mp3, ogg, flac или wav</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="97"/>
        <source>Night music cannot play here: Qt Multimedia is missing ({reason}). The nights go on without it.</source>
        <translation>Ночная музыка здесь не играет: нет Qt Multimedia ({reason}). Ночи идут без неё.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="129"/>
        <source>Night music: none of the tracks could be played; the night goes on without it</source>
        <translation>Ночная музыка: ни одну запись не удалось воспроизвести; ночь идёт без неё</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="143"/>
        <source>Night music: {name} is missing: skipped</source>
        <translation>Ночная музыка: файла {name} нет, он пропущен</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="155"/>
        <source>Night music: {name} cannot be played ({reason}): skipped</source>
        <translation>Ночная музыка: {name} не воспроизводится ({reason}), файл пропущен</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music muted</source>
        <translation>Ночная музыка без звука</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music.py" line="166"/>
        <source>Night music on again</source>
        <translation>Ночная музыка снова звучит</translation>
    </message>
</context>
<context>
    <name>NightMusicBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="25"/>
        <source>Night music</source>
        <translation>Ночная музыка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="30"/>
        <source>Choose a folder…</source>
        <translation>Выбрать папку…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="31"/>
        <source>No music</source>
        <translation>Без музыки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="33"/>
        <source>Where the rules ask for it (sport: every night)</source>
        <translation>Где её требуют правила (спортивные: каждую ночь)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Every night</source>
        <translation>Каждую ночь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="34"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="40"/>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="54"/>
        <source>The club&apos;s tracks play from “Night falls” to the morning, in a shuffled order, faded in and out: they cover the players&apos; gestures.</source>
        <translation>Записи клуба звучат от «Наступает ночь» до утра, в случайном порядке, плавно нарастая и затихая: они заглушают жесты игроков.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="57"/>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="58"/>
        <source>Plays</source>
        <translation>Звучит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="59"/>
        <source>Volume</source>
        <translation>Громкость</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="60"/>
        <source>{key} mutes it at the table, and brings it back.</source>
        <translation>{key} за столом выключает её звук и включает снова.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="65"/>
        <source>The night music&apos;s folder</source>
        <translation>Папка ночной музыки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="74"/>
        <source>No folder: the nights are silent</source>
        <translation>Папка не выбрана: ночи проходят без музыки</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/night_music_box.py" line="77"/>
        <source>%n track(s) (mp3, ogg, flac, wav) in {folder}</source>
        <translation>
            <numerusform>%n запись (mp3, ogg, flac, wav) в {folder}</numerusform>
            <numerusform>%n записи (mp3, ogg, flac, wav) в {folder}</numerusform>
            <numerusform>%n записей (mp3, ogg, flac, wav) в {folder}</numerusform>
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
        <translation>Пока работает оверлей, OBS переключает сцены по ходу игры и ставит главы в записи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="41"/>
        <source>as OBS shows it in Tools → WebSocket Server Settings (none: empty)</source>
        <translation>как в OBS: Инструменты → Настройки obs-websocket (нет пароля — пусто)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The day</source>
        <translation>День</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="42"/>
        <source>The night</source>
        <translation>Ночь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>The end</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="43"/>
        <source>A replay</source>
        <translation>Просмотр игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="49"/>
        <source>no scene: OBS&apos;s stays as it is</source>
        <translation>без сцены: сцена в OBS не меняется</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="52"/>
        <source>Test: list OBS&apos;s scenes</source>
        <translation>Проверить: список сцен OBS</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="58"/>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="60"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="61"/>
        <source>The scene for each moment, shown behind the stream&apos;s delay as the overlay is:</source>
        <translation>Сцена для каждого момента игры (с задержкой трансляции, как и оверлей):</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/overlay/obs_box.py" line="110"/>
        <source>OBS lists %n scene(s): choose one for each moment</source>
        <translation>
            <numerusform>OBS показывает %n сцену: выберите сцену для каждого момента</numerusform>
            <numerusform>OBS показывает %n сцены: выберите сцену для каждого момента</numerusform>
            <numerusform>OBS показывает %n сцен: выберите сцену для каждого момента</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="17"/>
        <source>10 players, sheriff and don (Crime Time / FIIM)</source>
        <translation>10 игроков, шериф и дон (Crime Time / ФИИМ)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="18"/>
        <source>10 players, day 0 and the split (Hebrew club rules)</source>
        <translation>10 игроков, день 0 и разделение голосов (правила израильского клуба)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="19"/>
        <source>up to 13, commissar and doctor, two nominations each</source>
        <translation>до 13 игроков, комиссар и доктор, каждый может выставить две кандидатуры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/options.py" line="20"/>
        <source>any table, optional doctor, mistress, commissar (party rules)</source>
        <translation>любое число игроков, по желанию доктор, путана, комиссар (правила для вечеринок)</translation>
    </message>
</context>
<context>
    <name>OutcomesDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="50"/>
        <source>Rating service</source>
        <translation>Рейтинговый сервис</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="52"/>
        <source>%n game(s) published.</source>
        <translation>
            <numerusform>Опубликована %n игра.</numerusform>
            <numerusform>Опубликованы %n игры.</numerusform>
            <numerusform>Опубликовано %n игр.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="53"/>
        <source>{published} of {games} games published.</source>
        <translation>Опубликовано игр: {published} из {games}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="62"/>
        <source>The service changed the record: {fixes}</source>
        <translation>Сервис исправил запись: {fixes}</translation>
    </message>
</context>
<context>
    <name>Overlay</name>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="14"/>
        <source>The mafia shot seat {seat}</source>
        <translation>Мафия выстрелила в игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="15"/>
        <source>The mafia missed</source>
        <translation>Мафия промахнулась</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="17"/>
        <source>The don checked seat {seat}: the sheriff</source>
        <translation>Дон проверил игрока №&#xa0;{seat}: шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="18"/>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation>Дон проверил игрока №&#xa0;{seat}: не шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="19"/>
        <source>The sheriff checked seat {seat}: black</source>
        <translation>Шериф проверил игрока №&#xa0;{seat}: чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="20"/>
        <source>The sheriff checked seat {seat}: red</source>
        <translation>Шериф проверил игрока №&#xa0;{seat}: красный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="21"/>
        <source>The commissar checked seat {seat}: black</source>
        <translation>Комиссар проверил игрока №&#xa0;{seat}: чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/overlay.py" line="22"/>
        <source>The commissar checked seat {seat}: not black</source>
        <translation>Комиссар проверил игрока №&#xa0;{seat}: не чёрный</translation>
    </message>
</context>
<context>
    <name>OverlayBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="18"/>
        <source>Stream overlay</source>
        <translation>Оверлей для трансляции</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="23"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="24"/>
        <source>Show viewers the roles and the night&apos;s actions (behind the delay)</source>
        <translation>Показывать зрителям роли и ночные действия (с задержкой)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="26"/>
        <source>Serve another computer on the network (its address carries a key)</source>
        <translation>Открыть доступ другому компьютеру в сети (адрес содержит ключ)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A row of ten cards along the bottom</source>
        <translation>Ряд из десяти карточек внизу</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="32"/>
        <source>A column down the side</source>
        <translation>Колонка сбоку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="41"/>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="42"/>
        <source>Stream delay</source>
        <translation>Задержка трансляции</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="43"/>
        <source>Everything the overlay shows waits this long: set it to the stream&apos;s delay.</source>
        <translation>Все, что показывает оверлей, появляется с этой задержкой: укажите задержку трансляции.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="47"/>
        <source>Font size</source>
        <translation>Размер шрифта</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="48"/>
        <source>Player cards</source>
        <translation>Карточки игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/settings_box.py" line="54"/>
        <source>Set the stream&apos;s delay first: without one, the players at the table could read the roles on the stream.</source>
        <translation>Сначала укажите задержку трансляции: без неё игроки за столом могли бы узнать роли из трансляции.</translation>
    </message>
</context>
<context>
    <name>OverlayPanel</name>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="22"/>
        <source>Stream overlay</source>
        <translation>Оверлей для трансляции</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="28"/>
        <source>Stop the overlay</source>
        <translation>Остановить оверлей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="32"/>
        <source>Add this address to OBS as a browser source (1920 × 1080):</source>
        <translation>Добавьте этот адрес в OBS как источник «Браузер» (1920 × 1080):</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="43"/>
        <source>Whole overlay</source>
        <translation>Весь оверлей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Player cards</source>
        <translation>Карточки игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="46"/>
        <source>Timer and speaker</source>
        <translation>Таймер и говорящий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Vote</source>
        <translation>Голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="47"/>
        <source>Announcements</source>
        <translation>Объявления</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="52"/>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="58"/>
        <source>The overlay is stopped.</source>
        <translation>Оверлей остановлен.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/overlay/panel.py" line="60"/>
        <source>Pages following the table now: {count}</source>
        <translation>Страниц, которые сейчас следят за столом: {count}</translation>
    </message>
</context>
<context>
    <name>Photos</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="34"/>
        <source>The file cannot be read: {reason}</source>
        <translation>Файл не читается: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="37"/>
        <source>The file is larger than {most} MB: choose a smaller photo</source>
        <translation>Файл больше {most} МБ: выберите фото поменьше</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="42"/>
        <source>This file is not a picture (a JPEG or PNG photo, for instance)</source>
        <translation>Этот файл не изображение (нужно, например, фото JPEG или PNG)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="47"/>
        <source>This picture is too large to open ({width} × {height} pixels)</source>
        <translation>Изображение слишком велико, чтобы его открыть ({width} × {height} пикселей)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/photos.py" line="60"/>
        <source>This picture is damaged and cannot be read: {reason}</source>
        <translation>Изображение повреждено и не читается: {reason}</translation>
    </message>
</context>
<context>
    <name>PickGames</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="286"/>
        <source>Add games to the event</source>
        <translation>Добавить игры в мероприятие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="301"/>
        <source>Games outside any event, the latest first:</source>
        <translation>Игры вне мероприятий, сначала последние:</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/events_page.py" line="302"/>
        <source>Every game belongs to an event already.</source>
        <translation>Все игры уже относятся к мероприятиям.</translation>
    </message>
</context>
<context>
    <name>PlayerLinksDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="30"/>
        <source>Players on the rating service</source>
        <translation>Игроки в рейтинговом сервисе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="31"/>
        <source>These players have no account of the rating service linked. Choose each one&apos;s account (or type its number): it is kept for their next games. A seat left empty is sent without a player, and the game counts for no rating of theirs there.</source>
        <translation>У этих игроков нет связанной учётной записи рейтингового сервиса. Выберите запись каждого (или введите её номер): она сохранится для следующих игр. Место, оставленное пустым, отправляется без игрока, и игра не идёт в его рейтинг там.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="43"/>
        <source>seat {seat}</source>
        <translation>игрок № {seat}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="44"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n место</numerusform>
            <numerusform>%n места</numerusform>
            <numerusform>%n мест</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="48"/>
        <source>the account&apos;s number</source>
        <translation>номер учётной записи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep and publish</source>
        <translation>Сохранить и опубликовать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="59"/>
        <source>Keep</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/player_links.py" line="71"/>
        <source>Reading the service&apos;s players of these names…</source>
        <translation>Ищем в сервисе игроков с этими именами…</translation>
    </message>
</context>
<context>
    <name>PlayerPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="95"/>
        <source>Unknown</source>
        <translation>Роль неизвестна</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="96"/>
        <source>{role} {wins} of {games} won</source>
        <translation>{role}: выиграно {wins} из {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="116"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="122"/>
        <source>Rename or merge…</source>
        <translation>Переименовать или объединить…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="128"/>
        <source>Photo…</source>
        <translation>Фото…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="129"/>
        <source>A photo of the player for the stream&apos;s overlay and the audience screen</source>
        <translation>Фото игрока для оверлея трансляции и экрана для зрителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="131"/>
        <source>Remove the photo</source>
        <translation>Убрать фото</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="332"/>
        <source>games</source>
        <translation>игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="135"/>
        <source>won</source>
        <translation>% побед</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <source>killed first</source>
        <translation>убит первым</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="136"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="273"/>
        <source>best move: blacks / named</source>
        <translation>лучший ход: чёрных / названо</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>fouls per game</source>
        <translation>фолов за игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="137"/>
        <source>removals</source>
        <translation>удаления</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="145"/>
        <source>No finished games yet: results by role appear after the first finished game.</source>
        <translation>Завершённых игр пока нет: результаты по ролям появятся после первой завершённой игры.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="180"/>
        <source>Replay the game</source>
        <translation>Просмотреть игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="204"/>
        <source>Results by role</source>
        <translation>Результаты по ролям</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="205"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="245"/>
        <source>Games ({count})</source>
        <translation>Игры ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="246"/>
        <source>Games: none yet</source>
        <translation>Игр пока нет</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="252"/>
        <source>Figures count finished games outside the trash; the list also shows %n unfinished game(s).</source>
        <translation>
            <numerusform>Цифры учитывают завершённые игры вне корзины; в списке есть и %n незавершенная игра.</numerusform>
            <numerusform>Цифры учитывают завершённые игры вне корзины; в списке есть и %n незавершенные игры.</numerusform>
            <numerusform>Цифры учитывают завершённые игры вне корзины; в списке есть и %n незавершенных игр.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="267"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>В лучших ходах назван %n номер, из них чёрных: {black}</numerusform>
            <numerusform>В лучших ходах названо %n номера, из них чёрных: {black}</numerusform>
            <numerusform>В лучших ходах названо %n номеров, из них чёрных: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="274"/>
        <source>%n foul(s) in all</source>
        <translation>
            <numerusform>Всего %n фол</numerusform>
            <numerusform>Всего %n фола</numerusform>
            <numerusform>Всего %n фолов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="290"/>
        <source>Rating {overall} (red {red}, black {black}) over %n rated game(s)</source>
        <translation>
            <numerusform>Рейтинг {overall} (за красных {red}, за чёрных {black}) за %n рейтинговую игру</numerusform>
            <numerusform>Рейтинг {overall} (за красных {red}, за чёрных {black}) за %n рейтинговые игры</numerusform>
            <numerusform>Рейтинг {overall} (за красных {red}, за чёрных {black}) за %n рейтинговых игр</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="396"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="399"/>
        <source>{reason}.

The photo was not changed.</source>
        <translation>{reason}.

Фото не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="414"/>
        <source>A photo of {player}</source>
        <translation>Фото: {player}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="415"/>
        <source>Pictures (*.jpg *.jpeg *.png *.webp *.bmp)</source>
        <translation>Изображения (*.jpg *.jpeg *.png *.webp *.bmp)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="419"/>
        <source>Photo</source>
        <translation>Фото</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="475"/>
        <source>{new} is already a player.

{old_games}; {new_games}.
Merge {old} into {new}? {all_games}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation>Игрок {new} уже есть.

{old_games}; {new_games}.
Объединить игрока {old} с игроком {new}? {all_games}; в самих играх останется имя, под которым они записаны, а поиск по имени {old} будет находить {new}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="478"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="479"/>
        <source>{player} has %n game(s)</source>
        <translation>
            <numerusform>У игрока {player} %n игра</numerusform>
            <numerusform>У игрока {player} %n игры</numerusform>
            <numerusform>У игрока {player} %n игр</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="480"/>
        <source>All %n game(s) will count for {player}</source>
        <translation>
            <numerusform>%n игра будет засчитываться игроку {player}</numerusform>
            <numerusform>Все %n игры будут засчитываться игроку {player}</numerusform>
            <numerusform>Все %n игр будут засчитываться игроку {player}</numerusform>
        </translation>
    </message>
    <message>
        <source>Figures count finished games outside the trash; the list also shows {count} unfinished game(s).</source>
        <translation type="vanished">Цифры учитывают завершённые игры вне корзины; в списке есть и незавершенные игры: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="254"/>
        <source>Figures count finished games outside the trash.</source>
        <translation>Цифры учитывают завершённые игры вне корзины.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="258"/>
        <source>Finished games outside the trash</source>
        <translation>Завершённые игры вне корзины</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="262"/>
        <source>Games in which this player was the first shot at night</source>
        <translation>Игры, в которых этот игрок был убит ночью первым</translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">Номеров названо в лучших ходах: {named}, из них чёрных: {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="269"/>
        <source>best move: blacks / named ({percent})</source>
        <translation>лучший ход: чёрных / названо ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="272"/>
        <source>No best move yet</source>
        <translation>Лучших ходов пока не было</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in all</source>
        <translation type="vanished">Всего фолов: {fouls}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="276"/>
        <source>Games in which this player was removed from the table</source>
        <translation>Игры, в которых этот игрок был удалён из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="305"/>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="307"/>
        <source>Lost or drawn</source>
        <translation>Поражения или ничьи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="439"/>
        <source>A player needs a name: nothing was changed.</source>
        <translation>У игрока должно быть имя: ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="450"/>
        <source>{error}.

Nothing was changed.</source>
        <translation>{error}.

Ничего не изменено.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="466"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="486"/>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="489"/>
        <source>Rename or merge</source>
        <translation>Переименовать или объединить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="467"/>
        <source>New name for {player}.
The name of another player merges the two into one.</source>
        <translation>Новое имя для игрока {player}.
Если ввести имя другого игрока, два игрока объединятся в одного.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/player_page.py" line="474"/>
        <source>Merge two players</source>
        <translation>Объединение двух игроков</translation>
    </message>
    <message>
        <source>{new} is already a player.

{old} has {old_games} game(s), {new} has {new_games}.
Merge {old} into {new}? All {all_games} game(s) will count for {new}; the games keep the name they were recorded under, and {old} will find {new}.</source>
        <translation type="vanished">Игрок {new} уже есть.

Игр у игрока {old}: {old_games}, у игрока {new}: {new_games}.
Объединить игрока {old} с игроком {new}? Все игры (всего: {all_games}) будут засчитываться игроку {new}; в самих играх останется имя, под которым они записаны, а поиск по имени {old} будет находить {new}.</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="37"/>
        <source>role not recorded</source>
        <translation>роль не записана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="38"/>
        <source>Role not recorded</source>
        <translation>Роль не записана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="94"/>
        <source>won {wins} of {games}</source>
        <translation>выиграно {wins} из {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="95"/>
        <source>won {wins} of {games} ({percent})</source>
        <translation>выиграно {wins} из {games} ({percent})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="101"/>
        <source>{player}: no finished game yet</source>
        <translation>{player}: завершённых игр пока нет</translation>
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
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="121"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="54"/>
        <source>The player&apos;s name in the archive</source>
        <translation>Имя игрока в архиве</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="122"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="61"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="123"/>
        <source>Finished games outside the trash</source>
        <translation>Завершённые игры вне корзины</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="124"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="125"/>
        <source>Win %</source>
        <translation>% побед</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="128"/>
        <source>Wins over games played</source>
        <translation>Доля побед среди сыгранных игр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="140"/>
        <source>{player} has not played {role} yet</source>
        <translation>У игрока {player} ещё не было роли «{role}»</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="142"/>
        <source>As {role}: {record}</source>
        <translation>В роли «{role}»: {record}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="146"/>
        <source>Win % as {role} (a dash: never played {role})</source>
        <translation>% побед в роли «{role}» (прочерк — роли «{role}» ещё не было)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="154"/>
        <source>Named %n seat(s) in best moves, {black} of them black</source>
        <translation>
            <numerusform>В лучших ходах назван %n номер, из них чёрных: {black}</numerusform>
            <numerusform>В лучших ходах названо %n номера, из них чёрных: {black}</numerusform>
            <numerusform>В лучших ходах названо %n номеров, из них чёрных: {black}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="162"/>
        <source>%n foul(s) {in_games}</source>
        <translation>
            <numerusform>%n фол {in_games}</numerusform>
            <numerusform>%n фола {in_games}</numerusform>
            <numerusform>%n фолов {in_games}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="161"/>
        <source>in %n game(s)</source>
        <translation>
            <numerusform>в %n игре</numerusform>
            <numerusform>в %n играх</numerusform>
            <numerusform>в %n играх</numerusform>
        </translation>
    </message>
    <message>
        <source>Named {named} seat(s) in best moves, {black} of them black</source>
        <translation type="vanished">Номеров названо в лучших ходах: {named}, из них чёрных: {black}</translation>
    </message>
    <message>
        <source>{fouls} foul(s) in {games} game(s)</source>
        <translation type="vanished">Фолов: {fouls}, игр: {games}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="168"/>
        <source>Killed first</source>
        <translation>Убит первым</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="170"/>
        <source>Games in which the player was the first shot at night</source>
        <translation>Игры, в которых игрок был убит ночью первым</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="171"/>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="173"/>
        <source>Blacks named / seats named in best moves</source>
        <translation>Названо чёрных / названо номеров в лучших ходах</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="174"/>
        <source>Fouls / game</source>
        <translation>Фолов за игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="175"/>
        <source>Fouls per game played</source>
        <translation>Среднее число фолов за сыгранную игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="176"/>
        <source>Removals</source>
        <translation>Удаления</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_model.py" line="177"/>
        <source>Games in which the player was removed from the table</source>
        <translation>Игры, в которых игрок был удалён из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="55"/>
        <source>Overall</source>
        <translation>Общий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="57"/>
        <source>Red</source>
        <translation>За красных</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="59"/>
        <source>Black</source>
        <translation>За чёрных</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="63"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="143"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="97"/>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="146"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="100"/>
        <source>Find a player: type any part of the name</source>
        <translation>Найти игрока: введите любую часть имени</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="155"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="115"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="202"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="160"/>
        <source>{shown} of %Ln player(s)</source>
        <translation>
            <numerusform>{shown} из %Ln игрока</numerusform>
            <numerusform>{shown} из %Ln игроков</numerusform>
            <numerusform>{shown} из %Ln игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/players_page.py" line="203"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="161"/>
        <source>%Ln player(s)</source>
        <translation>
            <numerusform>%Ln игрок</numerusform>
            <numerusform>%Ln игрока</numerusform>
            <numerusform>%Ln игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{shown} of %n player(s)</source>
        <translation type="vanished">
            <numerusform>{shown} из %n игрока</numerusform>
            <numerusform>{shown} из %n игроков</numerusform>
            <numerusform>{shown} из %n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="vanished">
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>{shown} of {total} players</source>
        <translation type="vanished">Игроков: {shown} из {total}</translation>
    </message>
    <message>
        <source>{total} players</source>
        <translation type="vanished">Игроков: {total}</translation>
    </message>
</context>
<context>
    <name>PointsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="14"/>
        <source>Points for seat {seat}</source>
        <translation>Очки игроку №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="15"/>
        <source>e.g. 0.3 or -0.5</source>
        <translation>например, 0,3 или -0,5</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="16"/>
        <source>why (printed on the protocol)</source>
        <translation>за что (печатается в протоколе)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="19"/>
        <source>Seat {seat} — {nickname}: extra points (positive) or a penalty (negative)</source>
        <translation>Игрок №&#xa0;{seat} — {nickname}: дополнительные очки (положительное число) или штраф (отрицательное)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="23"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="24"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/points_dialog.py" line="40"/>
        <source>&apos;{text}&apos; is not a number</source>
        <translation>«{text}» — не число</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>Print protocol</source>
        <translation>Печать протокола</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/printing.py" line="63"/>
        <source>The protocol could not be printed: {reason}</source>
        <translation>Не удалось напечатать протокол: {reason}</translation>
    </message>
</context>
<context>
    <name>ProtocolWords</name>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="61"/>
        <source>MAFIA GAME PROTOCOL</source>
        <translation>ПРОТОКОЛ ИГРЫ В МАФИЮ</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="62"/>
        <source>UNFINISHED</source>
        <translation>НЕ ЗАВЕРШЕНА</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="63"/>
        <source>The game was not finished: roles, night actions and the best move&apos;s score stay hidden.</source>
        <translation>Игра не была завершена: роли, ночные действия и оценка лучшего хода скрыты.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="68"/>
        <source>Civilian</source>
        <translation>Мирный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="69"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="70"/>
        <source>Commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="71"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="72"/>
        <source>Mistress</source>
        <translation>Путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="73"/>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="74"/>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="77"/>
        <source>Civilians</source>
        <translation>Мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="80"/>
        <source>1 civilian</source>
        <translation>1 мирный житель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="81"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="282"/>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="82"/>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="83"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="331"/>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="84"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="332"/>
        <source>mistress</source>
        <translation>путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="85"/>
        <source>1 mafia</source>
        <translation>1 мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="86"/>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="90"/>
        <source>{count} civilians</source>
        <translation>мирные жители ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="91"/>
        <source>{count} sheriff</source>
        <translation>шериф ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="92"/>
        <source>{count} commissar</source>
        <translation>комиссар ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="93"/>
        <source>{count} doctor</source>
        <translation>доктор ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="94"/>
        <source>{count} mistress</source>
        <translation>путана ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="95"/>
        <source>{count} mafia</source>
        <translation>мафия ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="96"/>
        <source>{count} don</source>
        <translation>дон ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="100"/>
        <source>The town (red team) wins</source>
        <translation>Победили мирные жители (красные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="101"/>
        <source>The mafia (black team) wins</source>
        <translation>Победила мафия (чёрные)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="102"/>
        <source>Draw: nobody wins</source>
        <translation>Ничья: победителей нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="104"/>
        <source>No winner: the game is unfinished</source>
        <translation>Победителя нет: игра не завершена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="107"/>
        <source>Sport (FIIM-style, Crime Time rules 2013)</source>
        <translation>Спортивная мафия (по стандарту ФИИМ, правила Crime Time 2013)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="108"/>
        <source>Mastermind (Hebrew club rules)</source>
        <translation>Mastermind (клубные правила на иврите)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="109"/>
        <source>Latvian rules</source>
        <translation>Латвийские правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="110"/>
        <source>Classic (party rules, evening points)</source>
        <translation>Классическая мафия (правила для вечеринок, очки за вечер)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="115"/>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="116"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="117"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="118"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="119"/>
        <source>Table №</source>
        <translation>Стол №</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="120"/>
        <source>Game №</source>
        <translation>Игра №</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="121"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="146"/>
        <source>Host (judge)</source>
        <translation>Ведущий (судья)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="123"/>
        <source>№</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="124"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="125"/>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="126"/>
        <source>Fouls</source>
        <translation>Фолы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="127"/>
        <source>Left the table</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="128"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="129"/>
        <source>Tech.</source>
        <translation>Тех.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="131"/>
        <source>R</source>
        <translation>У</translation>
    </message>
    <message>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game</source>
        <translation type="vanished">Д2 — фол получен в день 2, Н2 — в ночь 2 · У в тёмной клетке: удалён из игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="132"/>
        <source>D2 a foul given on day 2, N2 at night 2 · R in a dark box: removed from the game · (8) among a day&apos;s nominees: the one who left · 4: 2,5,7,9 four hands, those of seats 2, 5, 7 and 9</source>
        <translation>Д2 — фол получен в день 2, Н2 — в ночь 2 · У в тёмной клетке: удалён из игры · (8) среди выставленных за день: тот, кто покинул стол · 4: 2,5,7,9 — четыре руки, игроков №&#xa0;2, 5, 7 и 9</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="137"/>
        <source>D{day}</source>
        <translation>Д{day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="138"/>
        <source>N{night}</source>
        <translation>Н{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="139"/>
        <source>Day: nominations and votes</source>
        <translation>День: выставление кандидатур и голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="140"/>
        <source>Night: shot, checks, morning</source>
        <translation>Ночь: охота мафии, проверки, утро</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="141"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="142"/>
        <source>Winning team</source>
        <translation>Команда-победитель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="143"/>
        <source>Roles</source>
        <translation>Роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="144"/>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="145"/>
        <source>hidden until the game ends</source>
        <translation>скрыто до конца игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="147"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="148"/>
        <source>Players&apos; captain</source>
        <translation>Капитан игроков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="149"/>
        <source>Notes (protests, comments)</source>
        <translation>Примечания (протесты, комментарии)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="150"/>
        <source>Penalties explained</source>
        <translation>Пояснения к штрафам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="152"/>
        <source>foul</source>
        <translation>фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="153"/>
        <source>technical foul</source>
        <translation>технический фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="154"/>
        <source>removed</source>
        <translation>удалён</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="155"/>
        <source>disqualified</source>
        <translation>дисквалифицирован</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="156"/>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="157"/>
        <source>Changed from the preset</source>
        <translation>Отличия от базовых правил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="158"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="263"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="159"/>
        <source>The log holds no game: there is nothing to print</source>
        <translation>В журнале нет игры: печатать нечего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="163"/>
        <source>Page {number}</source>
        <translation>Страница {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="167"/>
        <source>Game id {id}</source>
        <translation>ID игры {id}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="173"/>
        <source>{penalty}: {reason}</source>
        <translation>{penalty}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="180"/>
        <source>Points {points}: {reason}</source>
        <translation>Очки {points}: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="181"/>
        <source>Points {points}</source>
        <translation>Очки {points}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="188"/>
        <source>Day {number}</source>
        <translation>День {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="194"/>
        <source>Night {number}</source>
        <translation>Ночь {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="198"/>
        <source>killed, day {number}</source>
        <translation>убит, день {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="199"/>
        <source>killed, night {number}</source>
        <translation>убит, ночь {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="200"/>
        <source>voted out, day {number}</source>
        <translation>выбыл на голосовании, день {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="201"/>
        <source>voted out, night {number}</source>
        <translation>выбыл на голосовании, ночь {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="202"/>
        <source>removed, day {number}</source>
        <translation>удалён, день {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="203"/>
        <source>removed, night {number}</source>
        <translation>удалён, ночь {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="216"/>
        <source>{departure} ({reason})</source>
        <translation>{departure} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="222"/>
        <source>Vote</source>
        <translation>Голос.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="224"/>
        <source>Revote</source>
        <translation>Повт.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="225"/>
        <source>Revote {number}</source>
        <translation>Повт. {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="231"/>
        <source>Did not vote: {seats}</source>
        <translation>Не голосовали: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="233"/>
        <source>Did not vote in the revote: {seats}</source>
        <translation>Не голосовали в повторном голосовании: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="234"/>
        <source>Did not vote in the revote {number}: {seats}</source>
        <translation>Не голосовали в повторном голосовании {number}: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="239"/>
        <source>Nominated</source>
        <translation>Выставлено</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="240"/>
        <source>Put to the vote by the host</source>
        <translation>Выставлено ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="241"/>
        <source>Withdrawn</source>
        <translation>Снято</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="242"/>
        <source>Nobody nominated</source>
        <translation>Кандидатур нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="243"/>
        <source>+{seats} by the rule</source>
        <translation>+{seats} по правилу</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="244"/>
        <source>All {seats} to leave?</source>
        <translation>Все ({seats}) покидают стол?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="245"/>
        <source>All {seats} to leave? (the vote was still under way)</source>
        <translation>Все ({seats}) покидают стол? (голосование не было завершено)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="247"/>
        <source>a majority, they all leave</source>
        <translation>большинство: все покидают стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="248"/>
        <source>no majority, they all stay</source>
        <translation>большинства нет: все остаются</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="250"/>
        <source>{yes} yes of {voters} ({seats}): {result}</source>
        <translation>за {yes} из {voters} ({seats}) — {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="251"/>
        <source>{yes} yes of {voters}: {result}</source>
        <translation>за {yes} из {voters} — {result}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="252"/>
        <source>Split: {seats} tie by custom, each speaks 30 s more; nobody leaves</source>
        <translation>Разделение голосов: у игроков №&#xa0;{seats} по обычаю поровну голосов, каждый говорит ещё 30 секунд; никто не выбывает</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="253"/>
        <source>Left</source>
        <translation>Выбывшие</translation>
    </message>
    <message>
        <source>Nobody left</source>
        <translation type="vanished">Никто не выбыл</translation>
    </message>
    <message>
        <source>Nobody left ({rule})</source>
        <translation type="vanished">Никто не выбыл ({rule})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="254"/>
        <source>Removed</source>
        <translation>Удалённые</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="255"/>
        <source>{seat} ({reason})</source>
        <translation>{seat} ({reason})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="256"/>
        <source>Speech skipped</source>
        <translation>Пропуск речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="257"/>
        <source>The game ends.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="260"/>
        <source>Shots</source>
        <translation>Выстрелы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="261"/>
        <source>Shot</source>
        <translation>Выстрел</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="262"/>
        <source>no shot</source>
        <translation>не было</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="264"/>
        <source>hit {seat}</source>
        <translation>попадание: {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="265"/>
        <source>hit {seat}, saved by the doctor</source>
        <translation>попадание: {seat}, спасен доктором</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="266"/>
        <source>miss</source>
        <translation>промах</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="267"/>
        <source>The don&apos;s arrangement: {seats}</source>
        <translation>Статичная договорка дона: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="268"/>
        <source>Morning</source>
        <translation>Утро</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="271"/>
        <source>Don checked {seat}</source>
        <translation>Дон проверил №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="272"/>
        <source>Sheriff checked {seat}</source>
        <translation>Шериф проверил №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="273"/>
        <source>Commissar checked {seat}</source>
        <translation>Комиссар проверил №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="276"/>
        <source>Don: no check</source>
        <translation>Дон: без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="277"/>
        <source>Sheriff: no check</source>
        <translation>Шериф: без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="278"/>
        <source>Commissar: no check</source>
        <translation>Комиссар: без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="283"/>
        <source>not the sheriff</source>
        <translation>не шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="284"/>
        <location filename="../../mafia_desktop/words/protocol.py" line="286"/>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="285"/>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="287"/>
        <source>not black</source>
        <translation>не чёрный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="289"/>
        <source>blocked by the mistress</source>
        <translation>проверка заблокирована путаной</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="290"/>
        <source>Doctor saved {seat}</source>
        <translation>Доктор лечил №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="291"/>
        <source>Doctor saved {seat} (blocked by the mistress)</source>
        <translation>Доктор лечил №&#xa0;{seat} (заблокирован путаной)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="292"/>
        <source>Doctor: nobody</source>
        <translation>Доктор: никого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="293"/>
        <source>Mistress visited {seat}</source>
        <translation>Путана навестила №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="294"/>
        <source>Mistress: nobody</source>
        <translation>Путана: никого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="301"/>
        <source>Seat {seat} named nobody</source>
        <translation>Игрок №&#xa0;{seat} никого не назвал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="303"/>
        <source>Seat {seat} named {seats}</source>
        <translation>Игрок №&#xa0;{seat} назвал {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="305"/>
        <source>Seat {seat} named {seats}: {black} of them black</source>
        <translation>Игрок №&#xa0;{seat} назвал {seats}: чёрных среди них — {black}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="312"/>
        <source>speech</source>
        <translation>речь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="313"/>
        <source>last word</source>
        <translation>последнее слово</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="314"/>
        <source>tie speech</source>
        <translation>дополнительная речь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="315"/>
        <source>mafia agreement</source>
        <translation>договорка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="316"/>
        <source>role meeting</source>
        <translation>знакомство с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="317"/>
        <source>don&apos;s check</source>
        <translation>проверка дона</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="318"/>
        <source>sheriff&apos;s check</source>
        <translation>проверка шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="319"/>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="320"/>
        <source>open talk</source>
        <translation>свободное обсуждение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="321"/>
        <source>open talk per player</source>
        <translation>свободное обсуждение (на игрока)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="322"/>
        <source>penalty speech</source>
        <translation>штрафная речь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="323"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="327"/>
        <source>shot</source>
        <translation>охота мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="328"/>
        <source>don check</source>
        <translation>проверка дона</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="329"/>
        <source>sheriff check</source>
        <translation>проверка шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="330"/>
        <source>commissar check</source>
        <translation>проверка комиссара</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="340"/>
        <source>{count} players: {roles}</source>
        <translation>{roles} (всего игроков: {count})</translation>
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
        <translation>состав: {roles}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="349"/>
        <source>{timer} {seconds} s</source>
        <translation>{timer} — {seconds} с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="353"/>
        <source>timers: {timers}</source>
        <translation>таймеры: {timers}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="357"/>
        <source>up to {count} nominations per speech</source>
        <translation>выставлений за речь: до {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="362"/>
        <source>the doctor may save himself any number of times</source>
        <translation>доктор может лечить себя сколько угодно раз</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/words/protocol.py" line="363"/>
        <source>the doctor may save himself %n time(s) a game</source>
        <translation>
            <numerusform>доктор может лечить себя %n раз за игру</numerusform>
            <numerusform>доктор может лечить себя %n раза за игру</numerusform>
            <numerusform>доктор может лечить себя %n раз за игру</numerusform>
        </translation>
    </message>
    <message>
        <source>the doctor may save himself {count} time(s) a game</source>
        <translation type="vanished">лимит самолечения доктора за игру: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="367"/>
        <source>days counted from {day}</source>
        <translation>дни нумеруются с {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/protocol.py" line="372"/>
        <source>night order: {steps}</source>
        <translation>порядок ночи: {steps}</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} и {seat}</translation>
    </message>
    <message>
        <source>× a foul · R in a dark box: removed from the game</source>
        <translation type="vanished">× — фол · У на тёмном фоне: удалён из игры</translation>
    </message>
    <message>
        <source>+{seats} did not vote</source>
        <translation type="vanished">+{seats} не голосовали</translation>
    </message>
</context>
<context>
    <name>Publisher</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="76"/>
        <source>no account set (Settings → Rating service)</source>
        <translation>учётная запись не задана (Настройки → Рейтинговый сервис)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="130"/>
        <source>Rating service</source>
        <translation>Рейтинговый сервис</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="136"/>
        <source>No account of the rating service is set: Settings → Rating service, then publish again.</source>
        <translation>Учётная запись рейтингового сервиса не задана: Настройки → Рейтинговый сервис, затем опубликуйте снова.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="140"/>
        <source>Games are being sent to the rating service: publish again in a moment.</source>
        <translation>Игры сейчас отправляются в рейтинговый сервис: опубликуйте снова через минуту.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="155"/>
        <source>Sent without a player, so with no rating there: {names}</source>
        <translation>Отправлены без игрока, поэтому без рейтинга там: {names}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="183"/>
        <source>Rating service: sending…</source>
        <translation>Рейтинговый сервис: отправка…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="185"/>
        <source>Rating service: everything sent</source>
        <translation>Рейтинговый сервис: всё отправлено</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="186"/>
        <source>not sent yet</source>
        <translation>ещё не отправлена</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="187"/>
        <source>Rating service: %n game(s) waiting — {why}</source>
        <translation>
            <numerusform>Рейтинговый сервис: ждёт отправки %n игра — {why}</numerusform>
            <numerusform>Рейтинговый сервис: ждут отправки %n игры — {why}</numerusform>
            <numerusform>Рейтинговый сервис: ждут отправки %n игр — {why}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/publisher.py" line="200"/>
        <source>Send now</source>
        <translation>Отправить сейчас</translation>
    </message>
</context>
<context>
    <name>Publishing</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="34"/>
        <source>Published on the rating service (its game {number})</source>
        <translation>Опубликована в рейтинговом сервисе (его игра {number})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="38"/>
        <source>Refused by the rating service: {reason}</source>
        <translation>Рейтинговый сервис отказал: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="39"/>
        <source>Waiting to be sent to the rating service: {reason}</source>
        <translation>Ждёт отправки в рейтинговый сервис: {reason}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/outcomes.py" line="40"/>
        <source>not sent yet</source>
        <translation>ещё не отправлена</translation>
    </message>
</context>
<context>
    <name>RatingChart</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Overall</source>
        <translation>Общий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Red</source>
        <translation>За красных</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="45"/>
        <source>Black</source>
        <translation>За чёрных</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/rating_chart.py" line="55"/>
        <source>rated games</source>
        <translation>рейтинговые игры</translation>
    </message>
</context>
<context>
    <name>RatingsPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="35"/>
        <source>since the start</source>
        <translation>за все время</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="36"/>
        <source>the last 7 days</source>
        <translation>за последние 7 дней</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="37"/>
        <source>the last 30 days</source>
        <translation>за последние 30 дней</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="38"/>
        <source>the last 90 days</source>
        <translation>за последние 90 дней</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="39"/>
        <source>the last 365 days</source>
        <translation>за последние 365 дней</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="56"/>
        <source>The overall rating: his start plus all he earned</source>
        <translation>Общий рейтинг: стартовый плюс все, что игрок заработал</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="58"/>
        <source>The red rating: games as a civilian or the sheriff</source>
        <translation>Рейтинг за красных: игры в роли мирного жителя или шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="60"/>
        <source>The black rating: games as the mafia or the don</source>
        <translation>Рейтинг за чёрных: игры в роли мафии или дона</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="62"/>
        <source>Rated games</source>
        <translation>Рейтинговые игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="64"/>
        <source>What he earned over the period chosen above</source>
        <translation>Сколько игрок заработал за период, выбранный выше</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="106"/>
        <source>Change: {period}</source>
        <translation>Изменение: {period}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="119"/>
        <source>Starting ratings…</source>
        <translation>Стартовые рейтинги…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="121"/>
        <source>A CSV file of the rating service&apos;s ratings (nickname, overall, red, black): the club&apos;s ratings go on from them</source>
        <translation>Файл CSV с рейтингами из рейтингового сервиса (ник, общий, за красных, за чёрных): рейтинги клуба будут отсчитываться от них</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="173"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="184"/>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="188"/>
        <source>Starting ratings</source>
        <translation>Стартовые рейтинги</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="174"/>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Файлы CSV (*.csv);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/archive/ratings_page.py" line="189"/>
        <source>Starting ratings for %n player(s); every game was rated again from them.</source>
        <translation>
            <numerusform>Стартовые рейтинги для %n игрока; все игры заново пересчитаны от них.</numerusform>
            <numerusform>Стартовые рейтинги для %n игроков; все игры заново пересчитаны от них.</numerusform>
            <numerusform>Стартовые рейтинги для %n игроков; все игры заново пересчитаны от них.</numerusform>
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
        <translation>Импорт записей игр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="41"/>
        <source>Game records (*.json)</source>
        <translation>Записи игр (*.json)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="45"/>
        <source>Import every record in a folder</source>
        <translation>Импорт всех записей из папки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="49"/>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="75"/>
        <source>Import another archive</source>
        <translation>Импорт другого архива</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="50"/>
        <source>Archives and their exports (*.sqlite3 *.db *.jsonl);;Every file (*)</source>
        <translation>Архивы и их выгрузки (*.sqlite3 *.db *.jsonl);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="76"/>
        <source>Importing the games of {file}…</source>
        <translation>Импорт игр из {file}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="102"/>
        <source>Nothing was imported: the backup made before an import could not be written.

{problem}</source>
        <translation>Ничего не импортировано: не удалось записать резервную копию, которая делается перед импортом.

{problem}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="112"/>
        <source>Importing {count} files…</source>
        <translation>Импорт файлов ({count})…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="138"/>
        <source>Stopped: the records after these were not imported (the batch under way was undone whole; import the same files again to go on).</source>
        <translation>Остановлено: дальнейшие записи не импортированы (начатая порция отменена целиком; чтобы продолжить, импортируйте те же файлы ещё раз).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="142"/>
        <source>… and {count} more problems.</source>
        <translation>… и ещё проблем: {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="149"/>
        <source>… and {count} more.</source>
        <translation>… и ещё {count}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="150"/>
        <source>Put these records in place of the archived games? The archived games go to the trash (nothing is lost); No keeps the archive as it is.</source>
        <translation>Поставить эти записи игр на место игр из архива? Игры из архива будут перемещены в корзину (ничего не потеряется); «Нет» оставит архив как есть.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/import_records.py" line="155"/>
        <source>Records that differ from archived games</source>
        <translation>Записи игр, которые отличаются от игр в архиве</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="50"/>
        <source>The town won</source>
        <translation>Победили мирные жители</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="51"/>
        <source>The mafia won</source>
        <translation>Победила мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="52"/>
        <source>A draw</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="54"/>
        <source>Sport rules</source>
        <translation>Спортивные правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="55"/>
        <source>Mastermind rules</source>
        <translation>Правила Mastermind</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="56"/>
        <source>Latvian rules</source>
        <translation>Латвийские правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="57"/>
        <source>Classic rules</source>
        <translation>Классические правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="106"/>
        <source>Table {table}</source>
        <translation>Стол №&#xa0;{table}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="107"/>
        <source>Game {game}</source>
        <translation>Игра №&#xa0;{game}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="110"/>
        <source>Unfinished ({phase})</source>
        <translation>Не завершена ({phase})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="114"/>
        <source>Finished</source>
        <translation>Завершена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="116"/>
        <source>{preset} rules</source>
        <translation>Правила: {preset}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="117"/>
        <source>{count} players</source>
        <translation>Игроков: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="118"/>
        <source>host {host}</source>
        <translation>ведущий: {host}</translation>
    </message>
    <message>
        <source>d MMM yyyy, HH:mm</source>
        <translation type="vanished">d MMM yyyy, HH:mm</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="157"/>
        <source>ROLES VISIBLE TO ANYONE WHO LOOKS — “Hide roles” or Ctrl+R hides them</source>
        <translation>РОЛИ ВИДНЫ ВСЕМ, КТО СМОТРИТ НА ЭКРАН — их скрывает кнопка «Скрыть роли» или Ctrl+R</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="161"/>
        <source>← Back to the list</source>
        <translation>← Назад к списку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="162"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Show roles</source>
        <translation>Показать роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="165"/>
        <source>Resume the game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="167"/>
        <source>Export PDF…</source>
        <translation>Экспортировать в PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="169"/>
        <source>Export JSON…</source>
        <translation>Экспортировать в JSON…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="171"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>Move to trash</source>
        <translation>Переместить в корзину</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="172"/>
        <source>Video…</source>
        <translation>Видео…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="174"/>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Rated</source>
        <translation>В рейтинге</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="178"/>
        <source>Publish</source>
        <translation>Опубликовать</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="234"/>
        <source>|◀ First</source>
        <translation>|◀ В начало</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="235"/>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="236"/>
        <source>Forward ▶</source>
        <translation>Вперед ▶</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="237"/>
        <source>Last ▶|</source>
        <translation>В конец ▶|</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="306"/>
        <source>Publish to the rating service</source>
        <translation>Опубликовать в рейтинговом сервисе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="317"/>
        <source>Not rated</source>
        <translation>Вне рейтинга</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="319"/>
        <source>The game counts for the club&apos;s ratings; click to mark it not rated</source>
        <translation>Игра идёт в рейтинг клуба; нажмите, чтобы вывести её из рейтинга</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="320"/>
        <source>The game earns nothing and changes no rating; click to rate it again</source>
        <translation>Игра ничего не приносит и не меняет ничей рейтинг; нажмите, чтобы вернуть её в рейтинг</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="351"/>
        <source>A finished game cannot be resumed</source>
        <translation>Завершённую игру нельзя продолжить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="353"/>
        <source>In the trash</source>
        <translation>В корзине</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="364"/>
        <source>{number}. {tag} · {event}</source>
        <translation>{number}. {tag} · {event}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="446"/>
        <source>Hide roles</source>
        <translation>Скрыть роли</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="464"/>
        <source>Step {number} of {count} · {tag}</source>
        <translation>Шаг {number} из {count} · {tag}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="467"/>
        <source>Now: {phase} — {headline}</source>
        <translation>Сейчас: {phase} — {headline}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/replay_page.py" line="469"/>
        <source>Now: {phase}</source>
        <translation>Сейчас: {phase}</translation>
    </message>
</context>
<context>
    <name>RuleWords</name>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="24"/>
        <source>discussion</source>
        <translation>обсуждение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="25"/>
        <source>one speech each, nominations inside it</source>
        <translation>по одной речи на каждого, выставление во время своей речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="26"/>
        <source>open talk, then one or two nominations each</source>
        <translation>свободное обсуждение, затем каждый выставляет одного или двух</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="27"/>
        <source>open talk, the host puts players to the vote</source>
        <translation>свободное обсуждение, на голосование выставляет ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="28"/>
        <source>first-day vote</source>
        <translation>голосование в первый день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="29"/>
        <source>a single nominee means no vote</source>
        <translation>при одном кандидате голосования нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="30"/>
        <source>the leaders do not leave, they speak 30 s more</source>
        <translation>лидеры не покидают стол, а говорят ещё 30&#xa0;с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="31"/>
        <source>a single leader stays; tied players can still leave together</source>
        <translation>единственный лидер остается; игроки с равным числом голосов могут покинуть стол вместе</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="33"/>
        <source>the leader leaves only if he voted for himself</source>
        <translation>лидер покидает стол, только если голосовал за себя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="34"/>
        <source>no vote on the first day</source>
        <translation>в первый день голосования нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="36"/>
        <source>a tie in the revote</source>
        <translation>равенство голосов в повторном голосовании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="37"/>
        <source>revote among the top; all equal → vote on all leaving</source>
        <translation>повторное голосование среди лидеров; все равны → автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="38"/>
        <source>vote on all of them leaving</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="39"/>
        <location filename="../../mafia_desktop/words/rules.py" line="45"/>
        <location filename="../../mafia_desktop/words/rules.py" line="51"/>
        <source>nobody leaves</source>
        <translation>никто не покидает стол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="40"/>
        <source>vote on all leaving</source>
        <translation>автокатастрофа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="41"/>
        <source>every living player votes</source>
        <translation>голосуют все живые игроки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="42"/>
        <source>the nominees do not vote</source>
        <translation>кандидаты не голосуют</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="43"/>
        <source>a tie with four alive</source>
        <translation>равенство голосов при четырёх живых игроках</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="44"/>
        <source>vote on both leaving as usual</source>
        <translation>автокатастрофа, как обычно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="46"/>
        <source>a three-way tie with nine alive</source>
        <translation>равенство голосов у трёх кандидатов при девяти живых игроках</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="47"/>
        <source>as usual</source>
        <translation>как обычно</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="48"/>
        <source>no further vote</source>
        <translation>без дальнейшего голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="49"/>
        <source>no further vote after the first round</source>
        <translation>без дальнейшего голосования после первого тура</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="50"/>
        <source>everyone at the table tied</source>
        <translation>равенство голосов у всех игроков за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="52"/>
        <source>a vote on all leaving; passed, the game is a draw</source>
        <translation>автокатастрофа; если большинство за — ничья</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="53"/>
        <source>revote order</source>
        <translation>порядок повторного голосования</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="54"/>
        <source>as the first vote</source>
        <translation>как в первом голосовании</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="55"/>
        <source>reversed</source>
        <translation>обратный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="56"/>
        <source>first speaker</source>
        <translation>первый говорящий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="57"/>
        <source>the next after the previous day&apos;s first</source>
        <translation>следующий после первого говорившего в предыдущий день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="58"/>
        <source>the day ends after the previous day&apos;s last speaker</source>
        <translation>день заканчивает следующий за последним говорившим в предыдущий день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="59"/>
        <source>the lowest living seat every day</source>
        <translation>каждый день живой игрок с наименьшим номером</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="60"/>
        <source>withdrawing a nomination</source>
        <translation>снятие кандидатуры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="61"/>
        <source>allowed</source>
        <translation>разрешено</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="62"/>
        <source>a new nomination replaces one&apos;s own</source>
        <translation>новая кандидатура заменяет свою прежнюю</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="63"/>
        <source>not allowed</source>
        <translation>запрещено</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="64"/>
        <source>best move</source>
        <translation>лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="65"/>
        <source>the player killed on the first night names three</source>
        <translation>игрок, убитый в ночь 1, называет три номера</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="66"/>
        <source>the first killed names three</source>
        <translation>первый убитый называет три номера</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="67"/>
        <source>not recorded</source>
        <translation>не записывается</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="68"/>
        <source>third foul</source>
        <translation>третий фол</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="69"/>
        <source>the next speech is lost</source>
        <translation>игрок лишается следующей речи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="70"/>
        <source>the next speech is cut to 30 s</source>
        <translation>следующая речь сокращается до 30&#xa0;с</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="71"/>
        <source>no penalty</source>
        <translation>без наказания</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="72"/>
        <source>the shot</source>
        <translation>охота мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="73"/>
        <source>each black shoots; a hit needs all on one seat</source>
        <translation>стреляет каждый чёрный игрок; попадание — только если все выстрелили в одного игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="74"/>
        <source>the mafia agree on one victim</source>
        <translation>мафия договаривается об одной жертве</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="79"/>
        <source>nominees voted on in seat order</source>
        <translation>голосование по кандидатурам в порядке номеров</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="80"/>
        <source>nominees voted on in nomination order</source>
        <translation>голосование по кандидатурам в порядке выставления</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="81"/>
        <source>a missing vote counts for the last nominee</source>
        <translation>неотданный голос засчитывается последнему кандидату</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="82"/>
        <source>a missing vote is lost</source>
        <translation>неотданный голос пропадает</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="83"/>
        <source>a nominee may vote for himself</source>
        <translation>кандидат может голосовать за себя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="84"/>
        <source>a nominee may not vote for himself</source>
        <translation>кандидат не может голосовать за себя</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="90"/>
        <source>the first-day split is allowed</source>
        <translation>разделение голосов в первый день разрешено</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="91"/>
        <source>no first-day split</source>
        <translation>без разделения голосов в первый день</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="92"/>
        <source>a removal cancels the day&apos;s vote</source>
        <translation>удаление отменяет голосование этого дня</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="93"/>
        <source>a removal does not cancel the vote</source>
        <translation>удаление не отменяет голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="94"/>
        <source>technical fouls counted, the second removes</source>
        <translation>технические фолы учитываются, второй — удаление</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="95"/>
        <source>no technical fouls</source>
        <translation>без технических фолов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="96"/>
        <source>the last to leave speaks before the win is announced</source>
        <translation>последний выбывший говорит последнее слово до объявления победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="97"/>
        <source>the win is announced at once</source>
        <translation>победа объявляется сразу</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="98"/>
        <source>the don&apos;s minute runs even when he is gone</source>
        <translation>минута дона идёт, даже если он выбыл</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="99"/>
        <source>no don&apos;s step once he is gone</source>
        <translation>после выбытия дона его этап пропускается</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="100"/>
        <source>a killed commissar has a last word</source>
        <translation>у убитого комиссара есть последнее слово</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="101"/>
        <source>a killed commissar has no last word</source>
        <translation>у убитого комиссара нет последнего слова</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="102"/>
        <source>the mafia win when they equal the town</source>
        <translation>мафия побеждает, когда её столько же, сколько мирных жителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="103"/>
        <source>the mafia win only when the town is gone</source>
        <translation>мафия побеждает, только когда не осталось мирных жителей</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="104"/>
        <source>the mistress blocks her visitee&apos;s action</source>
        <translation>путана блокирует действие того, к кому пришла</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="105"/>
        <source>the mistress blocks nothing</source>
        <translation>путана ничего не блокирует</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="106"/>
        <source>a leaving player shows his card</source>
        <translation>выбывающий игрок вскрывает карту</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="107"/>
        <source>cards stay hidden</source>
        <translation>карты не вскрываются</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="108"/>
        <source>evening points kept</source>
        <translation>ведётся подсчёт очков за вечер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="109"/>
        <source>no points</source>
        <translation>без очков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="22"/>
        <source>Sport</source>
        <translation>Спортивная мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="23"/>
        <source>Mastermind</source>
        <translation>Mastermind</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="24"/>
        <source>Latvian</source>
        <translation>Латвийские правила</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="25"/>
        <source>Classic</source>
        <translation>Классическая мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="31"/>
        <source>Evening points (party rules)</source>
        <translation>Очки за вечер (правила для вечеринок)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="32"/>
        <source>Sport (best move 0.5 / 0.3)</source>
        <translation>Спортивная (лучший ход 0,5 / 0,3)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="33"/>
        <source>Sport (best move 0.4 / 0.25)</source>
        <translation>Спортивная (лучший ход 0,4 / 0,25)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="34"/>
        <source>Sport (best move 0.7 / 0.5)</source>
        <translation>Спортивная (лучший ход 0,7 / 0,5)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/titles.py" line="35"/>
        <source>Mastermind (winning move)</source>
        <translation>Mastermind (лучший ход)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="35"/>
        <source>as on any other day: a single nominee is voted on</source>
        <translation>как в любой другой день: голосуют и за единственного кандидата</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="86"/>
        <source>naming a nominee already on the list uses up one&apos;s nomination</source>
        <translation>выставление кандидата, который уже в списке, тратит право выставить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="87"/>
        <source>naming a nominee already on the list adds nothing and uses nothing up</source>
        <translation>выставление кандидата, который уже в списке, ничего не добавляет и права не тратит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="88"/>
        <source>the mafia may shoot one of their own</source>
        <translation>мафия может стрелять в своего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/rules.py" line="89"/>
        <source>the mafia&apos;s victim is one of the honest players</source>
        <translation>жертва мафии — один из мирных жителей</translation>
    </message>
</context>
<context>
    <name>SeatAccess</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="30"/>
        <source>Seat {number}</source>
        <translation>Игрок №&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="31"/>
        <source>Seat {number}, {nickname}</source>
        <translation>Игрок №&#xa0;{number}, {nickname}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="37"/>
        <source>at the table</source>
        <translation>за столом</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="41"/>
        <source>%n foul(s)</source>
        <translation>
            <numerusform>%n фол</numerusform>
            <numerusform>%n фола</numerusform>
            <numerusform>%n фолов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="43"/>
        <source>has the floor</source>
        <translation>говорит</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="45"/>
        <source>nominee #{place}</source>
        <translation>кандидат №&#xa0;{place} в списке</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="47"/>
        <source>chosen</source>
        <translation>выбран</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="49"/>
        <source>votes for seat {seat}</source>
        <translation>голосует за игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="51"/>
        <source>the night&apos;s choice</source>
        <translation>выбор этой ночи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seat_access.py" line="92"/>
        <source>Seat map</source>
        <translation>Места за столом</translation>
    </message>
</context>
<context>
    <name>SeatMap</name>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="125"/>
        <source>killed {when}</source>
        <translation>убит {when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="126"/>
        <source>voted {when}</source>
        <translation>выбыл {when}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="127"/>
        <source>removed {when}</source>
        <translation>удалён {when}</translation>
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
        <translation>мирный</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="24"/>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="25"/>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="26"/>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="27"/>
        <source>mistress</source>
        <translation>путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="28"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="29"/>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="97"/>
        <source>N{night}</source>
        <translation>Н{night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/table/seatview.py" line="99"/>
        <source>D{day}</source>
        <translation>Д{day}</translation>
    </message>
</context>
<context>
    <name>SeatingDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="26"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="115"/>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="122"/>
        <source>Seating plan</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="31"/>
        <source>One player per line</source>
        <translation>По одному игроку в строке</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="33"/>
        <source>Two players per line, kept at different tables: Anna / Boris</source>
        <translation>По два игрока в строке — их посадят за разные столы: Анна / Борис</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="47"/>
        <source>Make the plan</source>
        <translation>Составить рассадку</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="50"/>
        <source>Save the plan as PDF…</source>
        <translation>Сохранить рассадку в PDF…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="57"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="58"/>
        <source>Kept apart</source>
        <translation>Развести по разным столам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="59"/>
        <source>Tables</source>
        <translation>Число столов</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="60"/>
        <source>Games per player</source>
        <translation>Игр на игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="61"/>
        <source>Seats per table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="80"/>
        <source>Write two players per line with a slash between them: {line}</source>
        <translation>Напишите по два игрока в строке через косую черту: {line}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="97"/>
        <source>Rounds: {rounds}. Seats: each player&apos;s seat counts differ by at most {spread}. Two players meet between {fewest} and {most} times; pairs that never meet: {never}.</source>
        <translation>Туров: {rounds}. Места: у каждого игрока число игр на разных местах различается не больше чем на {spread}. Число встреч двух игроков: от {fewest} до {most}; пар, которые ни разу не встречаются: {never}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>{title} seating plan.pdf</source>
        <translation>{title} — рассадка.pdf</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="114"/>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="123"/>
        <source>Could not write {path}: {error}</source>
        <translation>Не удалось записать {path}: {error}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/seating_dialog.py" line="125"/>
        <source>Saved: {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
</context>
<context>
    <name>SeatingWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="60"/>
        <source>Seating plan</source>
        <translation>План рассадки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="61"/>
        <source>Round {number}</source>
        <translation>Тур {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="62"/>
        <source>Table {number}</source>
        <translation>Стол {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="63"/>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="64"/>
        <source>Sitting out</source>
        <translation>Пропускают тур</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="65"/>
        <source>Find your seat</source>
        <translation>Найдите свое место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="66"/>
        <source>T2 · S7: table 2, seat 7. — : sits the round out.</source>
        <translation>С2 · М7: стол 2, место 7. — : пропускает тур.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="67"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="68"/>
        <source>R{number}</source>
        <translation>Т{number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="69"/>
        <source>T{table} · S{seat}</source>
        <translation>С{table} · М{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="71"/>
        <source>Page {number}</source>
        <translation>Страница {number}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="73"/>
        <source>{count} players</source>
        <translation>Игроков: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="74"/>
        <source>1 table of {size}</source>
        <translation>1 стол (мест: {size})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="75"/>
        <source>{count} tables of {size}</source>
        <translation>Столов: {count} (мест за каждым: {size})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="76"/>
        <source>1 game each</source>
        <translation>1 игра у каждого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="77"/>
        <source>{count} games each</source>
        <translation>Игр у каждого: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="78"/>
        <source>1 round</source>
        <translation>1 тур</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/seating_pdf.py" line="79"/>
        <source>{count} rounds</source>
        <translation>Туров: {count}</translation>
    </message>
</context>
<context>
    <name>ServiceBox</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="20"/>
        <source>Rating service</source>
        <translation>Рейтинговый сервис</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="25"/>
        <source>empty: the public service, {site}</source>
        <translation>пусто: общий сервис, {site}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="27"/>
        <source>the account&apos;s name or e-mail</source>
        <translation>имя или e-mail учётной записи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="29"/>
        <source>the account&apos;s password</source>
        <translation>пароль учётной записи</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="32"/>
        <source>Test</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="34"/>
        <source>Games are published with this account: it must be a referee of the club or of the event. A game waits in this archive until the service has it; leave the account empty to publish nothing.</source>
        <translation>Игры публикуются под этой учётной записью: она должна быть судьёй клуба или мероприятия. Игра ждёт в этом архиве, пока сервис её не примет; оставьте запись пустой, чтобы ничего не публиковать.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="38"/>
        <source>Site</source>
        <translation>Сайт</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="39"/>
        <source>Account</source>
        <translation>Учётная запись</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="40"/>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="66"/>
        <source>No account: nothing is published.</source>
        <translation>Нет учётной записи: ничего не публикуется.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="69"/>
        <source>Asking {site}…</source>
        <translation>Спрашиваем {site}…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="76"/>
        <source>Connected; the service lists no event for this account yet.</source>
        <translation>Связь есть; у этой учётной записи в сервисе пока нет мероприятий.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/publishing/service_box.py" line="80"/>
        <source>Connected: %n event(s), the latest {names}</source>
        <translation>
            <numerusform>Связь есть: %n мероприятие, {names}</numerusform>
            <numerusform>Связь есть: %n мероприятия, последние: {names}</numerusform>
            <numerusform>Связь есть: %n мероприятий, последние: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ServiceCalls</name>
    <message>
        <location filename="../../mafia_desktop/ui/publishing/calls.py" line="32"/>
        <source>The rating service could not be asked ({kind}); the details are in the log</source>
        <translation>Не удалось обратиться к рейтинговому сервису ({kind}); подробности в журнале</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="61"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>As the system: light or dark</source>
        <translation>Как в системе: светлое или тёмное</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="69"/>
        <source>Light</source>
        <translation>Светлое</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="70"/>
        <source>Dark, for a dim room</source>
        <translation>Тёмное, для полутёмного зала</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="73"/>
        <source>The window is built again in the chosen language; the game on the table stays where it is.</source>
        <translation>Окно будет построено заново на выбранном языке; игра за столом останется там, где была.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="75"/>
        <source>Next (Enter) also starts the next speaker&apos;s timer</source>
        <translation>«Далее» (Enter) также запускает таймер следующего игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="79"/>
        <source>After an announcement, a shot or a check, start the next timer (the last word, the don&apos;s check) by itself</source>
        <translation>После объявления, выстрела или проверки следующий таймер (последнее слово, проверка дона) запускается сам</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="91"/>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="92"/>
        <source>Look</source>
        <translation>Оформление</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="127"/>
        <source>General</source>
        <translation>Общие</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="140"/>
        <source>Backups and the check</source>
        <translation>Резервные копии и проверка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="144"/>
        <source>Choose a second folder…</source>
        <translation>Выбрать вторую папку…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="145"/>
        <source>No second folder</source>
        <translation>Без второй папки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="146"/>
        <source>Back up now</source>
        <translation>Сделать копию сейчас</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="147"/>
        <source>Restore the chosen backup…</source>
        <translation>Восстановить выбранную копию…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="148"/>
        <source>Check the archive</source>
        <translation>Проверить архив</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="194"/>
        <source>%n backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation>
            <numerusform>%n резервная копия, всего {size}, в {folder}. Копия делается после каждой законченной игры и при закрытии программы; хранятся последние 10 и по одной в неделю за год.</numerusform>
            <numerusform>%n резервные копии, всего {size}, в {folder}. Копия делается после каждой законченной игры и при закрытии программы; хранятся последние 10 и по одной в неделю за год.</numerusform>
            <numerusform>%n резервных копий, всего {size}, в {folder}. Копия делается после каждой законченной игры и при закрытии программы; хранятся последние 10 и по одной в неделю за год.</numerusform>
        </translation>
    </message>
    <message>
        <source>{count} backup(s), {size} in all, in {folder}. One is made after every finished game and when the app closes; the last 10 are kept, and one a week for a year.</source>
        <translation type="vanished">Резервных копий: {count}, всего {size}, в {folder}. Копия делается после каждой законченной игры и при закрытии программы; хранятся последние 10 и по одной в неделю за год.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="197"/>
        <source>No backups yet in {folder}: one is made after every finished game and when the app closes.</source>
        <translation>В {folder} резервных копий пока нет: копия делается после каждой законченной игры и при закрытии программы.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="199"/>
        <source>Second folder: {folder}</source>
        <translation>Вторая папка: {folder}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="200"/>
        <source>Second folder: none</source>
        <translation>Вторая папка: нет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="203"/>
        <source>A second folder for the backups</source>
        <translation>Вторая папка для резервных копий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="230"/>
        <source>Restore a backup</source>
        <translation>Восстановить резервную копию</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="231"/>
        <source>Put the backup {backup} in the archive&apos;s place? The archive as it is now is not deleted: it is kept beside it under a new name.</source>
        <translation>Поставить копию {backup} на место архива? Нынешний архив не удаляется: он сохраняется рядом под новым именем.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/shared/settings_dialog.py" line="238"/>
        <source>Checking every page of the file and every game…</source>
        <translation>Проверяются все страницы файла и все игры…</translation>
    </message>
</context>
<context>
    <name>ShotsDialog</name>
    <message>
        <source>no shot / two shots</source>
        <translation type="vanished">нет выстрела / два выстрела</translation>
    </message>
    <message>
        <source>Each black player&apos;s shot</source>
        <translation type="vanished">Выстрел каждого чёрного игрока</translation>
    </message>
    <message>
        <source>Who shot where? A hit needs every black player on the same seat.</source>
        <translation type="vanished">Кто куда стрелял? Попадание засчитывается, только если все чёрные игроки выстрелили в одного и того же игрока.</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation type="vanished">игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <source>Seat {seat} shot</source>
        <translation type="vanished">Выстрел игрока №&#xa0;{seat}</translation>
    </message>
</context>
<context>
    <name>Standings</name>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="82"/>
        <source>extra + penalties + best move</source>
        <translation>дополнительные очки + штрафы + лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="83"/>
        <source>wins</source>
        <translation>победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="84"/>
        <source>wins as don or sheriff</source>
        <translation>победы в роли дона или шерифа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="85"/>
        <source>times killed first</source>
        <translation>сколько раз убит первым</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="86"/>
        <source>best-move points</source>
        <translation>очки за лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/engine/standings.py" line="87"/>
        <source>fewer games</source>
        <translation>меньше игр</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="23"/>
        <source>unknown</source>
        <translation>роль неизвестна</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="24"/>
        <source>{role} {count}</source>
        <translation>{role}: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="30"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="31"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="32"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="33"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="34"/>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="35"/>
        <source>Wins by role</source>
        <translation>Победы по ролям</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="36"/>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="37"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="38"/>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="39"/>
        <source>Ci</source>
        <translation>Комп.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/standings_model.py" line="40"/>
        <source>Killed first</source>
        <translation>Убит первым</translation>
    </message>
</context>
<context>
    <name>StandingsWords</name>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="73"/>
        <source>STANDINGS</source>
        <translation>ТУРНИРНАЯ ТАБЛИЦА</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="74"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="75"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="76"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="77"/>
        <source>Games</source>
        <translation>Игр</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="78"/>
        <source>Wins</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="79"/>
        <source>Wins by role</source>
        <translation>Победы по ролям</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="80"/>
        <source>Extra</source>
        <translation>Доп.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="81"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="82"/>
        <source>Best move</source>
        <translation>Лучший ход</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="83"/>
        <source>Ci</source>
        <translation>Комп.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="84"/>
        <source>Killed first</source>
        <translation>Убит первым</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="85"/>
        <source>Scoring system</source>
        <translation>Система подсчёта очков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="86"/>
        <source>Ties on the total are broken by</source>
        <translation>Критерии при равенстве суммы очков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="87"/>
        <source>nothing: equal totals share a place</source>
        <translation>нет: при равной сумме очков игроки делят место</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="88"/>
        <source>No finished game in this event yet: nobody has points.</source>
        <translation>В этом мероприятии ещё нет завершённых игр: очков ни у кого нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="89"/>
        <source>Extra: the host&apos;s extra points · Penalties: removals and the host&apos;s penalties · Ci: compensation for being shot first in a game the town lost · Killed first: times shot on the first night · 4–6: players equal on the total and every tie-break share places 4 to 6</source>
        <translation>Доп.: дополнительные очки от ведущего · Штрафы: удаления и штрафы ведущего · Комп.: компенсация игроку, убитому первым, в игре, которую проиграли мирные жители · Убит первым: сколько раз игрок был убит в ночь 1 · 4–6: игроки с равной суммой очков и равными показателями по всем критериям делят места с 4-го по 6-е</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="96"/>
        <source>civilian</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="97"/>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="98"/>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="99"/>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="100"/>
        <source>mistress</source>
        <translation>путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="101"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="102"/>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="147"/>
        <source>{role} {wins}</source>
        <translation>{role}: {wins}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/protocol/standings.py" line="158"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n игра</numerusform>
            <numerusform>%n игры</numerusform>
            <numerusform>%n игр</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game</source>
        <translation type="vanished">1 игра</translation>
    </message>
    <message>
        <source>{count} games</source>
        <translation type="vanished">Игр: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="169"/>
        <source>{tiebreaks}, then {tiebreak}</source>
        <translation>{tiebreaks}, затем {tiebreak}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/protocol/standings.py" line="276"/>
        <source>Page {number}</source>
        <translation>Страница {number}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="25"/>
        <source>Unfinished games</source>
        <translation>Незавершенные игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="26"/>
        <source>Finished games</source>
        <translation>Завершённые игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="27"/>
        <source>Trash</source>
        <translation>Корзина</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="42"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="173"/>
        <source>Mafia host</source>
        <translation>Ведущий мафии</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="47"/>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="66"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="68"/>
        <source>Export protocol…</source>
        <translation>Экспортировать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="70"/>
        <source>Print protocol…</source>
        <translation>Распечатать протокол…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="72"/>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Move to trash</source>
        <translation>Переместить в корзину</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="74"/>
        <source>Empty the trash…</source>
        <translation>Очистить корзину…</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="122"/>
        <source>No unfinished games: start a new one.</source>
        <translation>Незавершенных игр нет: начните новую.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="123"/>
        <source>No finished games yet.</source>
        <translation>Завершённых игр пока нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="124"/>
        <source>The trash is empty.</source>
        <translation>Корзина пуста.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="125"/>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="129"/>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/start_page.py" line="157"/>
        <source>Empty the trash</source>
        <translation>Очистить корзину</translation>
    </message>
    <message numerus="yes">
        <location filename="../../mafia_desktop/ui/start_page.py" line="158"/>
        <source>Delete the %n game(s) in the trash for good? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %n игру из корзины навсегда? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить %n игры из корзины навсегда? Это действие нельзя отменить.</numerusform>
            <numerusform>Удалить %n игр из корзины навсегда? Это действие нельзя отменить.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete the {count} game(s) in the trash for good? This cannot be undone.</source>
        <translation type="vanished">Удалить игры из корзины навсегда (всего: {count})? Это действие нельзя отменить.</translation>
    </message>
</context>
<context>
    <name>SystemEditor</name>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="28"/>
        <source>Win</source>
        <translation>Победа</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="29"/>
        <source>Loss</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="30"/>
        <source>Removed by fouls</source>
        <translation>Удалён за фолы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="31"/>
        <source>Disqualified</source>
        <translation>Дисквалифицирован</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="32"/>
        <source>First-killed compensation, up to</source>
        <translation>Компенсация первому убитому, не более</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="33"/>
        <source>Count the host&apos;s extra points and penalties</source>
        <translation>Учитывать дополнительные очки и штрафы от ведущего</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="34"/>
        <source>A town win scores every red player (not only the survivors)</source>
        <translation>При победе мирных жителей очки получает каждый красный игрок (не только оставшиеся за столом)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="47"/>
        <source>Scoring table</source>
        <translation>Таблица начисления очков</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="51"/>
        <source>{name} (ours)</source>
        <translation>{name} (наш вариант)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="56"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="68"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="111"/>
        <source>Best move, {count} black named</source>
        <translation>Лучший ход, угадано чёрных: {count}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="82"/>
        <source>Starting from {name}: {description}</source>
        <translation>На основе «{name}»: {description}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="121"/>
        <source>{field}: {text} is not a number</source>
        <translation>{field}: «{text}» — не число</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="123"/>
        <source>{field}: keep it between -1000 and 1000</source>
        <translation>{field}: допустимо от -1000 до 1000</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="131"/>
        <location filename="../../mafia_desktop/ui/events/system_editor.py" line="134"/>
        <source>{error}. Nothing was saved.</source>
        <translation>{error}. Ничего не сохранено.</translation>
    </message>
</context>
<context>
    <name>Thumb</name>
    <message>
        <source>Thumb up</source>
        <translation type="vanished">Большой палец вверх</translation>
    </message>
    <message>
        <source>Thumb down</source>
        <translation type="vanished">Большой палец вниз</translation>
    </message>
</context>
<context>
    <name>VideoDialog</name>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="28"/>
        <source>The game&apos;s video</source>
        <translation>Видео игры</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="38"/>
        <source>Copy the chapters</source>
        <translation>Копировать главы</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="47"/>
        <source>Video</source>
        <translation>Видео</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="48"/>
        <source>The stream began at</source>
        <translation>Начало трансляции</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/ui/archive/video_dialog.py" line="52"/>
        <source>No stream was recorded for this game: set when the stream began.</source>
        <translation>Для этой игры начало трансляции не записано: укажите, когда началась трансляция.</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="26"/>
        <source>civilian</source>
        <translation>мирный житель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="27"/>
        <source>sheriff</source>
        <translation>шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="28"/>
        <source>commissar</source>
        <translation>комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="29"/>
        <source>doctor</source>
        <translation>доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="30"/>
        <source>mistress</source>
        <translation>путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="31"/>
        <source>mafia</source>
        <translation>мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="32"/>
        <source>don</source>
        <translation>дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="36"/>
        <source>Civilian</source>
        <translation>Мирный житель</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="37"/>
        <source>Sheriff</source>
        <translation>Шериф</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="38"/>
        <source>Commissar</source>
        <translation>Комиссар</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="39"/>
        <source>Doctor</source>
        <translation>Доктор</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="40"/>
        <source>Mistress</source>
        <translation>Путана</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="41"/>
        <source>Mafia</source>
        <translation>Мафия</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="42"/>
        <source>Don</source>
        <translation>Дон</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="44"/>
        <source>The town wins!</source>
        <translation>Победили мирные жители!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="45"/>
        <source>The mafia wins!</source>
        <translation>Победила мафия!</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="46"/>
        <source>A draw: everyone left together.</source>
        <translation>Ничья: все игроки покинули стол одновременно.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="49"/>
        <source>The civilian meets the host</source>
        <translation>Мирный житель знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="50"/>
        <source>The sheriff meets the host</source>
        <translation>Шериф знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="51"/>
        <source>The commissar meets the host</source>
        <translation>Комиссар знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="52"/>
        <source>The doctor meets the host</source>
        <translation>Доктор знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="53"/>
        <source>The mistress meets the host</source>
        <translation>Путана знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="54"/>
        <source>The mafia meets the host</source>
        <translation>Мафия знакомится с ведущим</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="55"/>
        <source>The don meets the host</source>
        <translation>Дон знакомится с ведущим</translation>
    </message>
    <message>
        <source>{seats} and {seat}</source>
        <translation type="vanished">{seats} и {seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="116"/>
        <source>Setup</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="118"/>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="121"/>
        <source>Roles night</source>
        <translation>Ночь знакомства</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="122"/>
        <source>Night {night}</source>
        <translation>Ночь {night}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="123"/>
        <source>Day {day}</source>
        <translation>День {day}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="141"/>
        <source>Nothing to do</source>
        <translation>Нет действий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="154"/>
        <source>Seat {seat} has lost this speech (3 fouls)</source>
        <translation>Игрок №&#xa0;{seat} лишён этой речи (3 фола)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="155"/>
        <source>He may still nominate</source>
        <translation>Выставить кандидатуру он все же может</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="156"/>
        <source>He may still nominate: tap the seat he names.</source>
        <translation>Выставить кандидатуру он все же может: нажмите на номер игрока, которого он выставляет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="158"/>
        <source>Seat {seat} nominates ({seconds} s)</source>
        <translation>Игрок №&#xa0;{seat} выставляет кандидатуры ({seconds} с)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="160"/>
        <source>Tap the one or two seat(s) he names.</source>
        <translation>Нажмите на номера одного или двух игроков, которых он выставляет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="161"/>
        <source>Tap the one or only one seat(s) he names.</source>
        <translation>Нажмите на номер игрока, которого он выставляет (только один).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="163"/>
        <source>Seat {seat} speaks</source>
        <translation>Говорит игрок №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="164"/>
        <source>Tap a seat to nominate it; tap it again to withdraw.</source>
        <translation>Нажмите на номер игрока, чтобы выставить его; нажмите ещё раз, чтобы снять кандидатуру.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="174"/>
        <source>No nominees yet.</source>
        <translation>Кандидатур пока нет.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="178"/>
        <source>host</source>
        <translation>ведущий</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="179"/>
        <source>{seat} (by {nominators})</source>
        <translation>{seat} (кто выставил: {nominators})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="181"/>
        <source>Nominees: {nominees}</source>
        <translation>Кандидатуры: {nominees}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="186"/>
        <source>Discussion: everyone talks</source>
        <translation>Обсуждение: говорят все</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="187"/>
        <source>Tap the seats the town puts to the vote; tap again to take one off.</source>
        <translation>Нажмите на номера игроков, которых выставляют на голосование; нажмите ещё раз, чтобы снять кандидатуру.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="190"/>
        <source>Open talk: everyone</source>
        <translation>Свободное обсуждение: говорят все</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="198"/>
        <source>Revote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>Повторное голосование: кто за то, чтобы стол покинул игрок №&#xa0;{seat}? (кандидат {position} из {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="201"/>
        <source>Vote: who is for seat {seat} leaving? ({position} of {count} nominees)</source>
        <translation>Голосование: кто за то, чтобы стол покинул игрок №&#xa0;{seat}? (кандидат {position} из {count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="204"/>
        <source>Hands: {seats} ({count})</source>
        <translation>Подняли руки: {seats} ({count})</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="207"/>
        <source>Hands: none yet (0)</source>
        <translation>Подняли руки: пока никто (0)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="106"/>
        <location filename="../../mafia_desktop/words/table.py" line="209"/>
        <source>Still to vote: {seats}</source>
        <translation>Ещё не голосовали: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/audience.py" line="107"/>
        <location filename="../../mafia_desktop/words/table.py" line="210"/>
        <source>Still to vote: nobody</source>
        <translation>Проголосовали все</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="212"/>
        <source>Whoever has not voted counts for seat {seat}.</source>
        <translation>Голоса не проголосовавших засчитываются за игрока №&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="214"/>
        <source>Then everyone else counts for seat {last}: no hands to tap.</source>
        <translation>Затем голоса всех остальных засчитываются за игрока №&#xa0;{last}: руки отмечать не нужно.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="218"/>
        <source>Seat {last} may not vote against himself, nor abstain: his hand goes up now, for seat {seat}.</source>
        <translation>Игрок №&#xa0;{last} не может голосовать против себя и не может воздержаться: его рука поднимается сейчас, против игрока №&#xa0;{seat}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="223"/>
        <source>seat {seat}: {votes}</source>
        <translation>№&#xa0;{seat}&#xa0;—&#xa0;{votes}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="225"/>
        <source>So far: {counts}</source>
        <translation>Голоса пока: {counts}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="231"/>
        <source>Who is for seats {seats} all leaving?</source>
        <translation>Кто за то, чтобы игроки №&#xa0;{seats} покинули стол все вместе?</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="234"/>
        <source>Yes: {seats} ({count}); {needed} of {voters} needed.</source>
        <translation>За: {seats} ({count}); нужно {needed} из {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="237"/>
        <source>Yes: none yet (0); {needed} of {voters} needed.</source>
        <translation>За: пока никто (0); нужно {needed} из {voters}.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="244"/>
        <source>Seat {shooter}&apos;s shot: tap the seat he shot</source>
        <translation>Выстрел игрока №&#xa0;{shooter}: нажмите на номер игрока, в которого он выстрелил</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="245"/>
        <source>{shooter} → none</source>
        <translation>{shooter} → не стрелял</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="246"/>
        <source>{shooter} → {target}</source>
        <translation>{shooter} → {target}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="249"/>
        <source>Shots so far: {shots}</source>
        <translation>Выстрелы пока: {shots}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="250"/>
        <source>Shooters in turn: {seats}</source>
        <translation>Стреляют по очереди: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="252"/>
        <source>The mafia shoot</source>
        <translation>Мафия стреляет</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="253"/>
        <source>The mafia shoot: tap the seat they all shot</source>
        <translation>Мафия стреляет: нажмите на номер игрока, в которого выстрелили все</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="255"/>
        <source>Different seats, no shot or two shots → Miss.</source>
        <translation>Разные номера, нет выстрела или два выстрела → Промах.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="259"/>
        <source>Black players: {seats}</source>
        <translation>Чёрные игроки: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="275"/>
        <source>The don has left: his time passes without a check</source>
        <translation>Дон выбыл из игры: его время проходит без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="276"/>
        <source>The don (seat {seat}) checks a seat: tap it</source>
        <translation>Дон (игрок №&#xa0;{seat}) проверяет игрока: нажмите на его номер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="277"/>
        <source>The don (seat {seat}) checks a seat</source>
        <translation>Дон (игрок №&#xa0;{seat}) проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="278"/>
        <source>The don checks a seat</source>
        <translation>Дон проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="281"/>
        <source>The sheriff has left: his time passes without a check</source>
        <translation>Шериф выбыл из игры: его время проходит без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="282"/>
        <source>The sheriff (seat {seat}) checks a seat: tap it</source>
        <translation>Шериф (игрок №&#xa0;{seat}) проверяет игрока: нажмите на его номер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="283"/>
        <source>The sheriff (seat {seat}) checks a seat</source>
        <translation>Шериф (игрок №&#xa0;{seat}) проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="284"/>
        <source>The sheriff checks a seat</source>
        <translation>Шериф проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="287"/>
        <source>The commissar has left: his time passes without a check</source>
        <translation>Комиссар выбыл из игры: его время проходит без проверки</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="288"/>
        <source>The commissar (seat {seat}) checks a seat: tap it</source>
        <translation>Комиссар (игрок №&#xa0;{seat}) проверяет игрока: нажмите на его номер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="289"/>
        <source>The commissar (seat {seat}) checks a seat</source>
        <translation>Комиссар (игрок №&#xa0;{seat}) проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="290"/>
        <source>The commissar checks a seat</source>
        <translation>Комиссар проверяет игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="293"/>
        <source>The doctor has left: his time passes without a check</source>
        <translation>Доктор выбыл из игры: его время проходит без лечения</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="294"/>
        <source>The doctor (seat {seat}) saves a seat: tap it</source>
        <translation>Доктор (игрок №&#xa0;{seat}) лечит игрока: нажмите на его номер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="295"/>
        <source>The doctor (seat {seat}) saves a seat</source>
        <translation>Доктор (игрок №&#xa0;{seat}) лечит игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="296"/>
        <source>The doctor saves a seat</source>
        <translation>Доктор лечит игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="299"/>
        <source>The mistress has left: his time passes without a check</source>
        <translation>Путана выбыла из игры: её время проходит без визита</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="300"/>
        <source>The mistress (seat {seat}) visits a seat: tap it</source>
        <translation>Путана (игрок №&#xa0;{seat}) навещает игрока: нажмите на его номер</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="301"/>
        <source>The mistress (seat {seat}) visits a seat</source>
        <translation>Путана (игрок №&#xa0;{seat}) навещает игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="302"/>
        <source>The mistress visits a seat</source>
        <translation>Путана навещает игрока</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="316"/>
        <source>Not seat {seat} again (saved last night).</source>
        <translation>Игрока №&#xa0;{seat} нельзя лечить снова (его лечили прошлой ночью).</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="322"/>
        <source>Seat {seat}&apos;s best move</source>
        <translation>Лучший ход игрока №&#xa0;{seat}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="323"/>
        <source>Seat {seat}&apos;s best move: tap up to three seats</source>
        <translation>Лучший ход игрока №&#xa0;{seat}: нажмите на номера (не более трёх)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="324"/>
        <source>Chosen: {seats}</source>
        <translation>Выбраны: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="325"/>
        <source>Chosen: none yet</source>
        <translation>Выбраны: пока никто</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="329"/>
        <source>Deal the roles</source>
        <translation>Раздайте карты</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="337"/>
        <source>Seat {seat} justifies himself</source>
        <translation>Игрок №&#xa0;{seat} произносит оправдательную речь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="341"/>
        <source>Seat {seat} speaks again</source>
        <translation>Говорит игрок №&#xa0;{seat} (дополнительная речь)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="345"/>
        <source>The mafia meet and agree</source>
        <translation>Мафия знакомится и договаривается</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="348"/>
        <source>Static arrangement: {seats}</source>
        <translation>Статичная договорка: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="349"/>
        <source>Static arrangement: tap up to three seats</source>
        <translation>Статичная договорка: нажмите на номера (не более трёх)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="353"/>
        <source>Seat {seat}&apos;s last word (killed)</source>
        <translation>Последнее слово игрока №&#xa0;{seat} (убит)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="354"/>
        <source>Seat {seat}&apos;s last word (voted out)</source>
        <translation>Последнее слово игрока №&#xa0;{seat} (выбыл на голосовании)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="361"/>
        <source>Seat {seat}&apos;s last word (leaves)</source>
        <translation>Последнее слово игрока №&#xa0;{seat} (покидает стол)</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="367"/>
        <source>Announce it and reveal every role.</source>
        <translation>Объявите результат и раскройте все роли.</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="397"/>
        <source>Morning: {news}</source>
        <translation>Утро: {news}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="408"/>
        <location filename="../../mafia_desktop/words/table.py" line="418"/>
        <source>Then: {seats}</source>
        <translation>Далее: {seats}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="409"/>
        <location filename="../../mafia_desktop/words/table.py" line="420"/>
        <source>Then: {step}</source>
        <translation>Далее: {step}</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="422"/>
        <source>Then: night</source>
        <translation>Далее: ночь</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="423"/>
        <source>Then: the vote</source>
        <translation>Далее: голосование</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="425"/>
        <source>Then: morning</source>
        <translation>Далее: утро</translation>
    </message>
    <message>
        <location filename="../../mafia_desktop/words/table.py" line="434"/>
        <source>{role}: {seats}</source>
        <translation>{role}: {seats}</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: BLACK</source>
        <translation type="vanished">Комиссар проверил игрока №&#xa0;{seat}: ЧЁРНЫЙ</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: not black</source>
        <translation type="vanished">Комиссар проверил игрока №&#xa0;{seat}: не чёрный</translation>
    </message>
    <message>
        <source>The commissar checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Комиссар проверил игрока №&#xa0;{seat}: проверка заблокирована, ответа нет</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: BLACK</source>
        <translation type="vanished">Шериф проверил игрока №&#xa0;{seat}: ЧЁРНЫЙ</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: RED</source>
        <translation type="vanished">Шериф проверил игрока №&#xa0;{seat}: КРАСНЫЙ</translation>
    </message>
    <message>
        <source>The sheriff checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Шериф проверил игрока №&#xa0;{seat}: проверка заблокирована, ответа нет</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: THE SHERIFF</source>
        <translation type="vanished">Дон проверил игрока №&#xa0;{seat}: ШЕРИФ</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: not the sheriff</source>
        <translation type="vanished">Дон проверил игрока №&#xa0;{seat}: не шериф</translation>
    </message>
    <message>
        <source>The don checked seat {seat}: blocked: no answer</source>
        <translation type="vanished">Дон проверил игрока №&#xa0;{seat}: проверка заблокирована, ответа нет</translation>
    </message>
</context>
<context>
    <name>WorkProgress</name>
    <message>
        <location filename="../../mafia_desktop/ui/shared/work_progress.py" line="38"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
</TS>
