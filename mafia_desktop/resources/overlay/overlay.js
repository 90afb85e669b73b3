// Follows the table over the app's WebSocket (/live, with the page's own ?token=), and
// draws each frame as it comes; a lost connection is tried again every second.
"use strict";
(function () {
  const query = new URLSearchParams(location.search);
  const record = query.has("record");   // the tests read every frame the page received
  window.received = [];
  window.painted = [];

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  }
  // Only what changed is touched: each frame says the whole table, but a tap changes a piece
  // of it, and the less the page redraws the less CPU it takes from the host's app beside it.
  const drawn = {};   // what each element shows now, by id
  function changed(id, value) {
    const key = JSON.stringify(value === undefined ? null : value);
    if (drawn[id] === key) return false;
    drawn[id] = key;
    return true;
  }
  function setText(id, text) {
    if (!changed(id, text)) return;
    const node = document.getElementById(id);
    node.textContent = text || "";
    node.classList.toggle("hidden", !text);
  }
  function setList(id, items) {
    if (!changed(id, items)) return;
    const node = document.getElementById(id);
    node.replaceChildren(...(items || []).map((text) => el("li", "", text)));
    node.classList.toggle("hidden", !(items && items.length));
  }

  // A photo's address: the seat's (the server serves the photos of the seats at the table
  // alone), its version to fetch a new one when the seat's player changes, and the page's token.
  const token = query.get("token");
  function photoAddress(seat) {
    const asked = new URLSearchParams({v: seat.photo});
    if (token !== null) asked.set("token", token);
    return `/photo/${seat.number}?${asked}`;
  }

  function card(seat) {
    const node = el("div", "card");
    node.dataset.seat = seat.number;
    node.classList.toggle("speaking", seat.speaking);
    node.classList.toggle("nominee", seat.nominee !== null);
    node.classList.toggle("selected", seat.selected);
    node.classList.toggle("left", seat.status !== "alive");
    node.classList.toggle("black", !!seat.black);
    const face = el("div", seat.photo ? "face" : "face none");
    if (seat.photo) {
      const photo = el("img");
      photo.alt = "";
      photo.src = photoAddress(seat);
      face.append(photo);
    }
    // One grid (overlay.css): the number and the departure's words lie over the face.
    node.append(face, el("div", "number", String(seat.number)), el("div", "nickname", seat.nickname),
                el("div", "fouls", "\u25CF".repeat(seat.fouls)));
    if (seat.gone) node.append(el("div", "gone", seat.gone));
    if (seat.role) node.append(el("div", "role", seat.role));
    return node;
  }

  function drawCards(seats) {
    const cards = document.getElementById("cards");
    if (cards.children.length !== seats.length) {
      cards.replaceChildren(...seats.map(card));
      seats.forEach((seat, n) => { drawn[`card${n}`] = JSON.stringify(seat); });
      return;
    }
    seats.forEach((seat, n) => {   // a card made again only when its seat changed
      if (changed(`card${n}`, seat)) cards.children[n].replaceWith(card(seat));
    });
  }

  function draw(frame) {
    const look = frame.look || {};
    if (changed("look", look)) {   // the streamer's font size and the cards' layout
      document.documentElement.style.setProperty("--scale", String(look.scale || 1));
      document.body.dataset.layout = look.layout || "row";
    }
    if (changed("lang", [frame.lang, frame.dir])) {
      document.documentElement.lang = frame.lang;
      document.documentElement.dir = frame.dir;
    }
    setText("caption", frame.caption);
    setText("phase", frame.phase);
    setText("headline", frame.headline);
    setList("lines", frame.lines);
    setList("night", frame.night);
    setText("speaker", frame.speaker);
    setText("clock", frame.timer);
    if (changed("clock-state", frame.timer_state)) {
      const clock = document.getElementById("clock");
      for (const state of ["normal", "warning", "over"]) clock.classList.toggle(state, frame.timer_state === state);
    }
    setText("nominees", frame.nominees);
    if (changed("tally", frame.tally)) {
      const tally = document.getElementById("tally");
      tally.replaceChildren(...frame.tally.map(([text, current]) => el("li", current ? "current" : "", text)));
      tally.classList.toggle("hidden", !frame.tally.length);
    }
    drawCards(frame.seats);
  }

  function follow() {
    const feed = new WebSocket(`ws://${location.host}/live${location.search}`);
    feed.onmessage = (message) => {
      const came = performance.timeOrigin + performance.now();
      if (record) window.received.push(message.data);
      const frame = JSON.parse(message.data);
      draw(frame);
      window.drawn = frame.seq;
      // Painted: the frame after the one that drew it (the bench's end of a tap).
      requestAnimationFrame(() => setTimeout(() => {
        window.painted.push([frame.seq, performance.timeOrigin + performance.now(), came]);
        if (window.painted.length > 1000) window.painted.shift();
      }, 0));
    };
    feed.onclose = () => setTimeout(follow, 1000);
  }
  follow();
})();
