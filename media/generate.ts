console.log("media: nothing yet");
